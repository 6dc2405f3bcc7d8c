// English text of the tools area (kept in its own file so each area's work never edits the same file).
// Figures arrive as placeholders, already formatted: every number comes from sources/facts or a config.
export const toolsEn = {
  common: {
    date: '{{month}} {{day}}',
    and: 'and',
    orMore: '{{amount}} or more',
    months: {
      m1: 'January',
      m2: 'February',
      m3: 'March',
      m4: 'April',
      m5: 'May',
      m6: 'June',
      m7: 'July',
      m8: 'August',
      m9: 'September',
      m10: 'October',
      m11: 'November',
      m12: 'December',
    },
  },
  prop13: {
    title: 'Proposition 13 savings calculator',
    area: 'Tax rate of the area',
    statewide: 'California statewide average',
    rateLine:
      'Rate used: {{general}} general levy + {{debt}} voter-approved debt = {{rate}}; {{area}}, {{year}} average.',
    resultsTitle: 'Your Proposition 13 savings in {{year}}',
    limitedByMarket:
      "Today's market value is below the capped assessment, so the assessor enrolls the market value instead: Proposition 13 saves nothing this year.",
    byYear: 'Year by year',
    year: 'Year',
    estimatedMarket: 'Estimated market value',
    methodTitle: 'How this is calculated',
    method:
      "The protected assessment is the purchase price raised by {{cap}} for each year held, never above today's market value. Both annual taxes use today's rate. Total savings add up every year from the year after purchase to {{year}}: past market values are not known, so they are estimated on a straight line from the purchase price to today's value, and each year saves the rate times the gap between that value and the protected assessment.",
    notIncluded:
      "Estimates only. Exemptions, Mello-Roos and other direct charges are left out, and past years' rates are taken to equal today's.",
    problems: {
      purchasePrice: 'Enter the purchase price.',
      marketValue: 'Enter the current market value.',
      purchaseYear: 'Choose a purchase year from {{min}} to {{max}}.',
    },
  },
  search: {
    count: '{{count}} of {{total}} shown',
    categories: 'Categories',
  },
} as const;

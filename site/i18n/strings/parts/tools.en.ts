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
  payment: {
    billHint: 'The total on your tax statement.',
    billRequired: 'Enter the amount of your tax bill.',
    optionsTitle: 'Your payment options',
    splitAmounts: '{{first}} + {{second}}',
    fullText: 'Pay {{amount}} by {{date}}: no penalty, no interest.',
    splitText:
      'Or, if your tax office accepts split payments, pay {{first}} by {{firstDate}} and {{second}} by {{secondDate}}, also without penalty or interest.',
    missedFirst:
      'Miss the {{firstDate}} half and the split is off: the full {{amount}} is due by {{date}}, and penalties start after that.',
    lateTitle: 'If you pay late',
    lateIntro:
      'A bill not paid by {{date}} is delinquent. The penalty is {{penalty}} in the first month and rises by {{step}} of the bill each month, to {{julyPenalty}} on {{feeDate}}; interest adds {{interest}} for each month or part of a month. The table shows what a payment made in that month adds.',
    attorneyFee: 'Attorney fee (up to)',
    youPay: 'You pay',
    inMonth: 'In {{month}}',
    fromDate: 'From {{date}}',
    upTo: 'up to {{amount}}',
    afterFeeDate:
      'From {{date}}, the county may hand unpaid bills to a collection attorney, who can add a fee of up to {{fee}} of the tax, penalty and interest. Interest keeps growing by {{interest}} a month until the bill is paid.',
    discountTitle: 'Early-payment discounts',
    discountIntro:
      "The law lets each taxing unit offer these discounts for early payment (Tax Code §31.05), but it is the unit's choice, and none of the largest counties' tax offices lists one. Check your bill or ask your tax office before counting on one; the table shows what it would save if yours does.",
    feesTitle: 'Paying by card or e-check',
    feesIntro:
      'Each county tax office sets its own fees; the law caps a card fee at {{max}} of the payment. What the largest offices publish:',
    feeCounty: 'County tax office',
    cardFeeHead: 'Card fee on this bill',
    eCheckFeeHead: 'E-check fee',
    cardFeeCell: '{{pct}}: {{fee}}',
    noFee: 'none',
    feesNote:
      'As each office published them; some add a minimum fee. Other counties list theirs on their payment page.',
    legal:
      'Penalty and interest: Texas Tax Code §33.01. Collection fee: Texas Tax Code §33.07 and §6.30. Discounts: §31.05. Card fees: §31.06.',
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
  taxShock: {
    title: 'Florida tax shock calculator',
    county: 'County',
    sellerLegend: "The seller's bill (optional)",
    sellerTaxHint: "The total on the seller's latest tax bill, if you have it.",
    sellerAssessed: "Or the seller's assessed value",
    sellerAssessedHint: "From the county property appraiser's record of the home; used when the tax is left empty.",
    more: 'You would pay {{amount}} a year more than the seller: {{pct}} more.',
    less: 'You would pay {{amount}} a year less than the seller: {{pct}} less.',
    noSeller: "Enter the seller's tax or assessed value to see the difference.",
    sellerFromAssessed:
      "The seller's tax is computed with the same rates on their assessed value of {{value}}, less {{exemptions}} of homestead exemptions.",
    howTitle: 'Why the bill jumps',
    reset:
      "Save Our Homes limits how much a homestead's assessed value can rise each year, so a long-time owner is often taxed on far less than the home is worth. A sale ends that cap: your assessed value starts over at market value, taken here as your purchase price of {{price}}.",
    homestead: 'Your own homestead exemptions take {{amount}} off that value; apply by {{deadline}}.',
    taxable:
      'Taxed: {{school}} at the school rate of {{schoolRate}}, and {{other}} at the other rates, {{otherRate}} together.',
    estimate:
      'Estimate from the average rates of {{county}} ({{year}}); your city and special districts can make the bill higher or lower.',
  },
  melloRoos: {
    title: 'Mello-Roos finder',
    hint: 'A 5-digit ZIP code, or a full address that includes one.',
    searching: 'Searching...',
    loadError: 'The ZIP code table could not be loaded.',
    zipTitle: 'ZIP code {{zip}}',
    inCounty: 'ZIP code {{zip}} is in {{county}}.',
    inCounties: 'ZIP code {{zip}} crosses county lines: {{counties}}.',
    avgRate:
      'Average tax rate {{rate}} ({{general}} general levy plus voter-approved debt, {{year}}), Mello-Roos not included.',
    redFlagByValue:
      'On a {{value}} home, a Mello-Roos charge above {{charge}} a year is a red flag: more than {{share}} of the value.',
    redFlagByTotal:
      'On a {{value}} home, a Mello-Roos charge above {{charge}} a year is a red flag: added to the {{rate}} average, it lifts the total rate above {{total}}.',
    noDistrictList:
      'We have no list of Community Facilities Districts, so we cannot tell whether a given address here pays Mello-Roos. The steps below show how to find out.',
    whatTitle: 'What Mello-Roos is',
    what: "A Mello-Roos special tax is levied by a Community Facilities District to pay for streets, schools, parks or services, mostly in newer developments. It comes on top of the regular property tax and is usually not based on the home's value.",
    typical:
      "Each district sets its own special tax and how many years it lasts; no published figure gives a typical amount, so look for the charge on the tax bill or in the seller's disclosure.",
    redFlagRule:
      "A rule of thumb of this site, not a legal limit: be careful with a Mello-Roos charge above {{share}} of the home's value a year, or a total tax rate above {{total}}.",
    howTitle: 'How to find out whether a home pays Mello-Roos',
    howBill:
      "Read the property tax bill: Mello-Roos appears among the direct charges (or special assessments), usually with the district's name.",
    howDisclosure:
      'Ask the seller: California sellers must disclose a Mello-Roos district; look for the notice of special tax among the disclosures.',
    howCollector:
      "Ask the county tax collector for the direct charges on the parcel, giving its assessor's parcel number (APN).",
  },
  search: {
    count: '{{count}} of {{total}} shown',
    categories: 'Categories',
  },
} as const;

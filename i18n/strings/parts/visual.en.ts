// English text of the maps, charts and county search (kept in its own file so this area's work
// never edits the same lines as another's). Figures arrive as placeholders, already formatted.
export const visualEn = {
  map: {
    stateTitle: 'Property tax rates by county, {{state}}',
    stateCaption: 'Each county shaded by the combined rate its county page uses. Select a county to open its page.',
    hubStateCaption:
      'Each county shaded by its effective rate (median taxes paid ÷ median home value). Select a county to open its page; the table below lists every county.',
    nationTitle: 'Effective property tax rates, every county',
    nationCaption:
      'Median taxes paid ÷ median home value, {{period}}. Darker means a higher rate. Select a state on the map or in the table below to see its counties.',
    nationAlt:
      'Map of the United States with every county shaded by its effective property tax rate; the table below gives each state’s figures.',
    legend: 'Legend',
    below: 'under {{to}}',
    between: '{{from}} to under {{to}}',
    above: '{{from}} and over',
    counties: '{{count}} counties',
    noRate: 'no rate',
    countyLabel: '{{county}}: {{rate}}',
    countyNoRate: '{{county}}: no rate',
    asTable: 'The map as a table',
    tableRate: 'Rate',
    tableClass: 'Map class',
    boundaries: 'Boundaries: {{source}}.',
    notDrawnShort: 'Not on the map (no boundary in the boundary file): {{names}}.',
    noRateNote: 'Grey: {{count}} counties without a rate ({{names}}).',
    statesOnMap: 'States on the map: select one to open its counties',
    stateLabel: '{{state}}: median county rate {{rate}}',
    statesTable: 'States',
    stateColumn: 'State',
    medianColumn: 'Median county rate',
    rangeColumn: 'Lowest – highest county',
    countiesColumn: 'Counties',
  },
  chart: {
    breakdownTitle: 'A typical bill on a {{value}} home, by taxing unit',
    breakdownNote:
      'Before exemptions, at the rates of the table above; your own bill depends on your exemptions and the units you live in.',
    unit: 'Taxing unit',
    rate: 'Rate',
    tax: 'Tax',
    share: 'Share',
    total: 'Total',
    historyTitle: 'Rate history',
    historyNote:
      'Every series we hold for this county, as published; series measure different things, so compare a line with itself.',
    year: 'Year',
    series: {
      table: 'Combined rate from our {{state}} table',
      survey: 'Effective rate from the Census survey (median taxes ÷ median value)',
      unit: '{{name}}',
    },
    changeTitle: 'Last year → this year',
    change: '{{from}} in {{fromYear}} → {{to}} in {{toYear}} ({{points}} points)',
    neighboursTitle: '{{county}} beside its neighbours and the state median',
    neighboursNote: 'Counties that share a border with {{county}} in {{state}}, at the rate each county page uses.',
    neighboursNoteHub: 'Counties that share a border with {{county}}, at the survey’s effective rate.',
    county: 'County',
    thisCounty: '{{county}} (this county)',
    stateMedian: '{{state}} median',
    chartAsTable: 'The same figures as a table',
  },
  result: {
    barTitle: 'Where your {{amount}} goes',
    typicalTitle: 'Typical bill in {{county}}',
    typicalText:
      'At {{value}} and no exemptions: {{amount}} a year ({{monthly}} a month). Enter your own value and exemptions, then Calculate.',
    prompt:
      'Enter the home value, choose the county and your exemptions, then press Calculate: the estimate appears here.',
  },
  districts: {
    link: 'all {{count}} districts of {{county}}, with their rates',
    title: 'Districts covering part of {{county}}',
    intro:
      'Municipal utility, emergency services, improvement and other districts that tax only part of {{county}}. Your bill includes the ones your home lies in; choose them in the calculator.',
    linkGroup: 'the list of all {{count}}, with their rates',
    introAll:
      'School districts, cities, and the municipal utility, emergency services, improvement and other districts that tax only part of {{county}}. Your bill includes the ones your home lies in; choose them in the calculator.',
    back: 'Back to the {{county}} calculator',
  },
  search: {
    label: 'Find your county by ZIP code or name',
    placeholder: 'ZIP code or county name',
    submit: 'Find',
    hint: 'Type a 5-digit ZIP code or part of a county name, then pick from the list.',
    loading: 'Loading the county list…',
    loadFailed: 'The county list could not be loaded. Use the list of counties below.',
    results: '{{count}} matches',
    oneResult: '1 match',
    noMatch: 'No county matches “{{query}}”.',
    zipOne: 'ZIP {{zip}} is in {{county}}.',
    zipMany: 'ZIP {{zip}} crosses county lines: it lies in {{count}} counties. Pick the one on your tax bill.',
    zipShareUnknown: 'Our ZIP list does not say what share of the ZIP’s addresses lies in each county.',
    zipUnknown: 'We have no county for ZIP {{zip}}. Check the number, or search by county name.',
    zipOldCounty:
      'ZIP {{zip}} is listed under {{old}}, a Connecticut county that the state’s planning regions replaced in 2022; our rates are by planning region. Pick your region:',
    zipOldCode:
      'ZIP {{zip}} is listed under an old county code ({{old}}) that no longer exists; pick your county by name.',
    filled: '{{county}} chosen in the calculator.',
    pageTitle: 'Find your county',
    pageIntro:
      'Every county of the site with its ZIP codes. With JavaScript on, the search box lists matches as you type; without it, use your browser’s find (Ctrl+F) on this page.',
    pageIntroHub:
      'Pick your state to see its counties and their ZIP codes; with JavaScript on, the search box finds a county by ZIP or name anywhere in the country.',
    zipsHeading: 'Counties and their ZIP codes',
    zipsColumn: 'ZIP codes',
    zipsSource: 'ZIP codes:',
    zipsInState: 'ZIP codes by county in {{state}}',
  },
} as const;

// English text of the content area (kept in its own file so each area's work never edits the same file).
// Guide texts themselves are in sources/content/; these are the labels of the blocks the guides embed.
export const contentEn = {
  frame: {
    notAdvice:
      'This page is for education only and is not professional tax advice. Rules and figures change; check with your county or a tax professional before you act.',
  },
  index: {
    stateGuides: '{{state}} guides',
    tools: 'Tools and local guides',
    general: 'Guides for every state',
    reference: 'Reference',
    stateSites: 'State guides on our state sites',
  },
  related: {
    heading: 'Related guides',
    onStateSite: '{{state}}: {{guide}}',
    explained: 'Property taxes explained',
    exemptions: 'Property tax exemptions',
    appeal: 'How to appeal',
    strategies: 'Tax saving strategies',
    county: 'County tax guide',
  },
  tables: {
    county: 'County',
    rate: 'Tax rate',
    population: 'Population',
    taxOn: 'Est. tax on a {{value}} home',
    monthly: 'Monthly',
    homeValue: 'Home value',
    majorNote:
      'The {{count}} most populous counties (Census population estimates), with the combined rate the calculator uses and its estimate with no exemptions.',
    impactNote:
      'Annual tax from the calculator at each home value, with the main exemption ({{exemption}}) and no other, for the {{count}} most populous counties.',
    impactNoteNoExemption:
      'Annual tax from the calculator at each home value, with no exemptions, for the {{count}} most populous counties.',
  },
  states: {
    state: 'State',
    counties: 'Counties',
    median: 'Median county rate',
    lowest: 'Lowest',
    highest: 'Highest',
    note: "Effective rates (median real estate taxes paid ÷ median home value) from the Census survey; the median, lowest and highest are taken over each state's counties that have a figure.",
  },
  assessor: {
    tableLabel: 'The office to ask in each county',
    county: 'County',
    office: 'Office',
    howToFind: 'How to find it',
    countyPage: 'Rates and estimate',
    search:
      'Search for "{{countyName}} {{office}}" on the county government\'s website, or look the county up in the state\'s published directory of {{directory}}.',
    notNamed:
      'Our data does not name each office, so this directory says which office to look for and how to find it; we publish no addresses or phone numbers we cannot verify.',
  },
  exemptions: {
    tableLabel: 'Exemptions and their amounts',
    name: 'Exemption',
    amount: 'Amount',
    appliesTo: 'Reduces',
    appliesTo_school: 'School taxes',
    appliesTo_all: 'All taxes',
    'appliesTo_non-school': 'Non-school taxes',
    full: 'Full exemption',
    byLevel: 'By disability rating',
    variable: 'Varies',
  },
  timeline: {
    heading: 'The {{state}} tax year',
  },
  affiliate: {
    label: 'Affiliate link',
    note: 'The IRS Free File program lets eligible taxpayers prepare and file a federal return at no cost.',
    disclosureLink: 'Read our affiliate disclosure',
  },
  faq: {
    intro: '{{count}} questions in {{categories}} categories.',
  },
  glossary: {
    count: '{{count}} terms',
    other: 'Other terms',
  },
  contact: {
    slotNoScript: 'The contact form needs JavaScript. Turn it on in your browser to send us a message.',
  },
  howItWorks: {
    stateSteps: 'How the {{state}} calculator computes your estimate',
  },
} as const;

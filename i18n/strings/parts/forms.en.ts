// English text of the forms area (kept in its own file so each area's work never edits the same file):
// sign-up and contact forms, the PDF report, sharing, the mobile wizard. The groups newsletter,
// notify, contact, report, share, wizard and errors of en.ts hold the spec's own texts; this file
// adds what those groups do not have.
export const formsEn = {
  unavailable: {
    signup: 'Sign-up is not available on this copy of the site, so nothing you enter here would be sent.',
    contact:
      'Messages cannot be sent from this copy of the site. Please use the contact details of the site you found us on.',
  },
  honeypot: 'Leave this field empty',
  fieldError: 'Please check the highlighted fields.',
  report: {
    heading: 'Estimate for {{county}}, {{state}}',
    headingRate: 'Estimate at a combined rate of {{rate}}, {{state}}',
    applyBy: 'Apply for your exemptions by',
    defaultSplit: "The record gives one combined rate; it is divided between the parts by the state's usual split.",
    figures: 'Your estimate',
    details: 'Details',
    leavesOut: 'What this estimate leaves out',
    unitSource: 'Rate of {{names}}: {{source}}.',
    ownExemptionSource: 'Own exemptions of {{name}} ({{year}}): {{source}}.',
    rateSource: 'Rate source: {{source}} ({{year}})',
    exemption: 'Exemption',
    page: 'Page {{page}} of {{pages}}',
    madeWith: 'Made with {{site}}',
  },
  share: {
    linkLabel: 'Link to this estimate',
    detailsTitle: 'Property tax estimate',
    detailsLink: 'See the full estimate: {{url}}',
  },
  wizard: {
    valueLabel: 'Home value',
    countyLabel: 'County',
    reviewHeading: 'Your answers',
    noExemptions: 'No exemptions',
  },
} as const;

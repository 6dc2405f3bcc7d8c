// English text of the analytics area (kept in its own file so each area's work never edits the same file):
// the footer's consent control, shown only on builds whose owner configured analytics.
export const analyticsEn = {
  consent: {
    button: 'Privacy choices',
    title: 'Your privacy choices',
    intro:
      'This site measures how its calculator and guides are used, through a tag manager. We never send your name or e-mail address; a newsletter sign-up is counted with a one-way hash of the address.',
    analytics: 'Analytics.',
    analyticsHelp:
      'Counts visits, calculations (home value range, county, estimated tax), page speed and failed requests, so we can improve the site. On unless you turn it off.',
    marketing: 'Marketing.',
    marketingHelp:
      'Lets advertising partners count newsletter sign-ups and clicks on partner links. Off unless you turn it on.',
    saved: 'Your choices are saved on this device.',
    errorReports:
      'Whatever you choose here, when something on a page breaks, an error report (what failed, on which page, your browser and IP address) is sent so we can fix it.',
  },
} as const;

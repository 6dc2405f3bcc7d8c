// California's own words, English: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const caPackEn = {
  local: {
    countyOffice: 'Assessor',
    countyOfficeDirectory: 'County assessor directory',
    countyOfficeHelp:
      "The county assessor sets your assessed value under Proposition 13 and handles the homeowners' exemption.",
    taxCollector: 'Treasurer-tax collector',
    homestead: "Homeowners' exemption",
    appeal: 'Appeal your assessment',
    appealHelp:
      'If the assessed value looks too high, you can file an appeal with the county assessment appeals board.',
    taxBill: 'Secured property tax bill',
  },
};

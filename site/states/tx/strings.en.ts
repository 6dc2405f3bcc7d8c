// Texas's own words, English: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const txPackEn = {
  local: {
    countyOffice: 'Appraisal district',
    countyOfficeDirectory: 'Appraisal district directory',
    countyOfficeHelp:
      'Your county appraisal district sets the value your property tax is based on and handles exemption applications and protests.',
    taxCollector: 'Tax assessor-collector',
    homestead: 'Homestead exemption',
    appeal: 'Protest your appraisal',
    appealHelp: 'If the appraised value looks too high, you can file a protest with the appraisal review board.',
    taxBill: 'Property tax statement',
  },
};

// Florida's own words, English: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const flPackEn = {
  local: {
    countyOffice: 'Property appraiser',
    countyOfficeDirectory: 'Property appraiser directory',
    countyOfficeHelp:
      'The county property appraiser sets your just and assessed value, sends the TRIM notice and handles homestead applications.',
    taxCollector: 'Tax collector',
    homestead: 'Homestead exemption',
    appeal: 'Petition the value adjustment board',
    appealHelp:
      'If the value on your TRIM notice looks too high, you can file a petition with the value adjustment board.',
    taxBill: 'Property tax bill',
  },
};

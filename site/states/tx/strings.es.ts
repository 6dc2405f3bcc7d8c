// Texas's own words, Spanish: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const txPackEs = {
  local: {
    countyOffice: 'Distrito de tasación',
    countyOfficeDirectory: 'Directorio de distritos de tasación',
    countyOfficeHelp:
      'El distrito de tasación de su condado fija el valor sobre el que se calcula su impuesto predial y tramita las exenciones y las protestas.',
    taxCollector: 'Tasador-recaudador de impuestos',
    homestead: 'Exención de vivienda principal (homestead)',
    appeal: 'Proteste su tasación',
    appealHelp:
      'Si el valor tasado parece demasiado alto, puede presentar una protesta ante la junta de revisión de tasaciones.',
    taxBill: 'Estado de cuenta del impuesto predial',
  },
};

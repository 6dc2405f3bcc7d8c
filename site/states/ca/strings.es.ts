// California's own words, Spanish: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const caPackEs = {
  local: {
    countyOffice: 'Tasador',
    countyOfficeDirectory: 'Directorio de tasadores de condado',
    countyOfficeHelp:
      'El tasador del condado fija su valor tasado según la Proposición 13 y tramita la exención para propietarios de vivienda.',
    taxCollector: 'Tesorero-recaudador de impuestos',
    homestead: 'Exención para propietarios de vivienda',
    appeal: 'Apele su avalúo',
    appealHelp:
      'Si el valor tasado parece demasiado alto, puede presentar una apelación ante la junta de apelaciones de avalúos del condado.',
    taxBill: 'Factura del impuesto predial asegurado',
  },
};

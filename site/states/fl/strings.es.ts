// Florida's own words, Spanish: its pack of the site strings (the keys of
// site/i18n/strings/state/default.en.ts, which site/i18n checks it against).

export const flPackEs = {
  local: {
    countyOffice: 'Tasador de propiedades',
    countyOfficeDirectory: 'Directorio de tasadores de propiedades',
    countyOfficeHelp:
      'El tasador de propiedades del condado fija su valor justo y su valor tasado, envía el aviso TRIM y tramita las solicitudes de homestead.',
    taxCollector: 'Recaudador de impuestos',
    homestead: 'Exención de vivienda principal (homestead)',
    appeal: 'Presente una petición ante la junta de ajuste de valores',
    appealHelp:
      'Si el valor de su aviso TRIM parece demasiado alto, puede presentar una petición ante la junta de ajuste de valores.',
    taxBill: 'Factura del impuesto predial',
  },
};

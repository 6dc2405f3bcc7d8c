// Florida state pack, Spanish. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const flPackEs: Shape<DefaultPackEn> = {
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

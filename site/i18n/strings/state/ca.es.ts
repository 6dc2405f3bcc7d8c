// California state pack, Spanish. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const caPackEs: Shape<DefaultPackEn> = {
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

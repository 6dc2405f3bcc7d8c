// Texas state pack, Spanish. Keys: see default.en.ts.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const txPackEs: Shape<DefaultPackEn> = {
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

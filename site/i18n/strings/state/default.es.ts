// State pack for variants without their own (the national hub, New York), Spanish.

import type { Shape } from '../types.ts';
import type { DefaultPackEn } from './default.en.ts';

export const defaultPackEs: Shape<DefaultPackEn> = {
  local: {
    countyOffice: 'Tasador',
    countyOfficeDirectory: 'Directorio de tasadores de condado',
    countyOfficeHelp:
      'El tasador del condado fija el valor sobre el que se calcula su impuesto predial y tramita las solicitudes de exención.',
    taxCollector: 'Recaudador de impuestos',
    homestead: 'Exención de vivienda principal',
    appeal: 'Apele su avalúo',
    appealHelp: 'Si el valor de su avalúo parece demasiado alto, puede apelarlo ante su condado.',
    taxBill: 'Factura del impuesto predial',
  },
};

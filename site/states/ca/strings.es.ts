// California's own words, Spanish: the keys of strings.en.ts.
import type { SameKeys } from '../types.ts';
import type { caStringsEn } from './strings.en.ts';

export const caStringsEs: SameKeys<typeof caStringsEn> = {
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
  additionalCharges:
    'Esta estimación no incluye los cargos Mello-Roos (distritos de instalaciones comunitarias) ni otras contribuciones especiales, que pueden sumar miles de dólares al año. Revise su factura de impuestos o pregúntele al vendedor por estos cargos.',
  assessor: {
    office: 'assessor',
    directory: 'tasadores de condado (State Board of Equalization)',
  },
  sourcesHeading: 'California: exenciones, límites, plazos y cargos',
  timeline: {},
  extra: {
    areaBuilder: {
      titleCa: 'Su ciudad o área de tasa',
      introCa:
        'Elija su ciudad o área de tasa: la factura usa entonces su tasa total de {{year}} (1% más la deuda aprobada por los votantes) en lugar de la tasa del condado.',
    },
  },
};

// Texas's own words, Spanish: the keys of strings.en.ts.
import type { SameKeys } from '../types.ts';
import type { txStringsEn } from './strings.en.ts';

export const txStringsEs: SameKeys<typeof txStringsEn> = {
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
  additionalCharges:
    'Los impuestos de los MUD y otros distritos solo se incluyen para los distritos de esta factura. Las contribuciones de los PID y otros cargos a la parcela no se incluyen y pueden sumar miles de dólares al año. Revise su factura de impuestos o pregúntele al vendedor por estos cargos.',
  assessor: {
    office: 'appraisal district',
    directory: 'distritos de tasación (Contralor de Texas)',
  },
  sourcesHeading: 'Texas: exenciones, límites, plazos y cargos',
  timeline: {
    valueSet: 'Los distritos de tasación fijan el valor al {{date}}',
    notices: 'Se envían los avisos de tasación ({{from}} a {{to}})',
    protest: 'Fecha límite para protestar: {{date}}',
    hearings: 'Audiencias de protesta ({{from}} a {{to}})',
    ratesSet: 'Las unidades fiscales fijan sus tasas ({{month}})',
    bills: 'Se envían las facturas, a partir del {{date}}',
    due: 'Vencimiento del impuesto: {{date}}',
    penalties: 'Empiezan la multa y los intereses: {{date}}',
  },
  extra: {
    content: {
      referendum: {
        heading: 'Elección pasada: {{date}}',
        body: 'Texas celebró un referéndum estatal el {{date}}. La votación anticipada fue del {{earlyFrom}} al {{earlyTo}}, y la fecha límite para registrarse fue el {{registration}}.',
        results:
          'Para conocer las medidas de la boleta y sus resultados, consulte los resultados electorales de la Secretaría de Estado de Texas; la calculadora usa los montos de exención de su configuración estatal vigente.',
      },
    },
  },
};

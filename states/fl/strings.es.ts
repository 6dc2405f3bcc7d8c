// Florida's own words, Spanish: the keys of strings.en.ts.
import type { SameKeys } from '../types.ts';
import type { flStringsEn } from './strings.en.ts';

export const flStringsEs: SameKeys<typeof flStringsEn> = {
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
  additionalCharges:
    'Esta estimación no incluye los cargos de distritos CDD ni otros cargos que no dependen del valor (como recolección de basura o aguas pluviales), que pueden sumar miles de dólares al año. Revise su factura de impuestos o pregúntele al vendedor por estos cargos.',
  assessor: {
    office: 'property appraiser',
    directory: 'tasadores de propiedad (Departamento de Ingresos de Florida)',
  },
  sourcesHeading: 'Florida: exenciones, límites, plazos y cargos',
  timeline: {
    assessment: 'El tasador valora las viviendas al {{date}}',
    homestead: 'Fecha límite para solicitar homestead: {{date}}',
    trim: 'Llegan los avisos TRIM ({{month}}); tiene {{days}} días para presentar una petición',
    bills: 'Se envían las facturas ({{month}})',
    due: 'Vencimiento del impuesto: {{date}}',
  },
  extra: {
    tools: {
      taxShock: {
        purchasePrice: 'Precio de compra',
        currentTax: 'Impuesto actual del vendedor',
        newTax: 'Su impuesto estimado',
        increase: 'Aumento',
      },
    },
    tool: {
      taxShock: {
        title: 'Calculadora del golpe fiscal en Florida',
        county: 'Condado',
        sellerLegend: 'La factura del vendedor (opcional)',
        sellerTaxHint: 'El total de la factura de impuestos más reciente del vendedor, si lo tiene.',
        sellerAssessed: 'O el valor tasado del vendedor',
        sellerAssessedHint:
          'Del registro de la vivienda en la oficina del tasador de propiedades del condado; se usa si deja vacío el impuesto.',
        more: 'Pagaría {{amount}} al año más que el vendedor: {{pct}} más.',
        less: 'Pagaría {{amount}} al año menos que el vendedor: {{pct}} menos.',
        noSeller: 'Ingrese el impuesto o el valor tasado del vendedor para ver la diferencia.',
        sellerFromAssessed:
          'El impuesto del vendedor se calcula con las mismas tasas sobre su valor tasado de {{value}}, menos {{exemptions}} de exenciones de vivienda principal.',
        howTitle: 'Por qué sube la factura',
        reset:
          'Save Our Homes limita cuánto puede subir cada año el valor tasado de una vivienda principal, así que quien lleva años en su casa suele pagar sobre mucho menos de lo que vale. La venta termina ese tope: su valor tasado empieza de nuevo en el valor de mercado, que aquí es su precio de compra de {{price}}.',
        homestead:
          'Sus propias exenciones de vivienda principal restan {{amount}} a ese valor; solicítelas a más tardar el {{deadline}}.',
        taxable:
          'Base gravable: {{school}} con la tasa escolar de {{schoolRate}}, y {{other}} con las demás tasas, {{otherRate}} en conjunto.',
        estimate:
          'Estimación con las tasas promedio de {{county}} ({{year}}); su ciudad y los distritos especiales pueden subir o bajar la factura.',
      },
    },
    calculator: {
      buyer: {
        portability: 'Portabilidad de su vivienda principal anterior en Florida (opcional)',
        portabilityHint:
          'La diferencia de Save Our Homes de su vivienda principal anterior, según su tasador de propiedades.',
      },
    },
    county: {
      help: {
        flAppraiser:
          'Cada condado de Florida elige a un tasador de propiedades: busque la oficina {{countyName}} Property Appraiser.',
      },
    },
    areaBuilder: {
      titleFl: 'Su ciudad o área no incorporada',
      introFl:
        'Elija la ciudad donde está su vivienda, o el área no incorporada: la factura usa entonces la tasa de {{year}} de esa área en lugar del promedio del condado de las recaudaciones de ciudades y distritos.',
    },
  },
};

// New York's own words, Spanish: the keys of strings.en.ts.
import type { SameKeys } from '../types.ts';
import type { nyStringsEn } from './strings.en.ts';

export const nyStringsEs: SameKeys<typeof nyStringsEn> = {
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
  additionalCharges:
    'Esta estimación no incluye las recaudaciones de bibliotecas, las contribuciones especiales ni los cargos por unidad que se cobran a la parcela (como agua, alcantarillado o basura). Revise su factura de impuestos o pregúntele al vendedor por estos cargos.',
  assessor: {
    office: 'real property tax services',
    directory: 'directores de impuestos prediales de los condados (Departamento de Impuestos y Finanzas de NY)',
  },
  sourcesHeading: 'Estado de Nueva York: exenciones, límites, plazos y cargos',
  subScopeHeadings: {
    nyc: 'Ciudad de Nueva York: tasaciones, exenciones y reducciones (años fiscales de la ciudad)',
  },
  timeline: {},
  extra: {
    nyc: {
      tableLabel: 'Cómo se calcula el impuesto',
      billableAssessedValue: 'Valor tasado facturable (opcional)',
      billableAssessedValueHelp:
        'Aparece en su Aviso de Valor de la Propiedad o en su factura ("billable assessed value"); es público para cada lote. Si lo deja vacío, lo estimamos a partir del valor de mercado.',
      starForm: 'Cómo recibe STAR',
      starFormCredit: 'Crédito STAR (un cheque del Estado; dueños nuevos)',
      starFormExemption: 'Exención STAR en mi factura (dueños que la tenían antes del crédito)',
      scheLabel: 'Exención para propietarios de la tercera edad (SCHE)',
      veteranService: 'Veterano (exención alternativa para veteranos)',
      veteranServiceNone: 'No soy veterano',
      veteranServiceWartime: 'Sirvió en tiempo de guerra',
      veteranServiceCombat: 'Sirvió en una zona de combate',
      assessedEstimated: 'estimado con el índice de toda la ciudad ({{ratio}} del valor de mercado)',
      assessedEntered: 'según lo que ingresó',
      assessedTarget: 'el porcentaje objetivo ({{ratio}} del valor de mercado)',
      range:
        'Con un valor tasado entre el índice de toda la ciudad y el objetivo de {{ratio}}, la factura sería de {{low}} a {{high}}.',
      taxableValue: 'Valor tasado gravable',
      scheSavings: 'Ahorro por la exención para personas mayores',
      starCredit: 'Cheque del crédito STAR (no aparece en la factura)',
      netAfterCredit: 'Impuesto después del cheque del crédito STAR',
      abatement: 'Reducción para cooperativas y condominios',
      marketValue: 'Valor de mercado',
      propertyClass: 'Clase de propiedad',
      classes: {
        class1: 'Clase 1: casas de una a tres familias',
        class2: 'Clase 2: cooperativas, condominios y edificios de departamentos',
        class3: 'Clase 3: propiedades de servicios públicos',
        class4: 'Clase 4: comercial e industrial',
      },
      starType: 'Exención STAR',
      starNone: 'Sin STAR',
      starBasic: 'STAR básica',
      starEnhanced: 'STAR mejorada (personas mayores)',
      seniorIncome: 'Ingreso del hogar de la persona mayor',
      isVeteran: 'Veterano',
      veteranDisabilityLevel: 'Porcentaje de discapacidad por servicio militar',
      assessedValue: 'Valor catastral',
      baseTax: 'Impuesto antes de exenciones',
      schoolTaxPortion: 'Parte del impuesto escolar',
      cityTax: 'Impuesto de la ciudad',
      starSavings: 'Ahorro por STAR',
      veteranSavings: 'Ahorro por veterano',
      finalTax: 'Impuesto anual',
      fiscalYear: 'Tasas del año fiscal {{year}}',
      validation: {
        marketValuePositive: 'El valor de mercado debe ser mayor que 0',
        marketValueTooHigh: 'El valor de mercado parece demasiado alto',
        invalidPropertyClass: 'Clase de propiedad no válida',
        seniorIncomeRequired: 'Se requiere el ingreso de la persona mayor para la STAR mejorada',
        seniorIncomeNegative: 'El ingreso de la persona mayor no puede ser negativo',
      },
    },
    calculator: {
      buyer: {
        nycAssessed: 'El valor tasado facturable del Aviso de Valor de la Propiedad del vendedor',
      },
    },
    county: {
      nycNote:
        'En la ciudad de Nueva York la propiedad paga impuestos por clase, con tasas propias; la calculadora las usa para este distrito.',
      help: {
        nycFinance:
          'El {{name}} (Departamento de Finanzas) tasa su vivienda cada enero (su Notice of Property Value), concede exenciones como STAR, SCHE y la de veteranos, aplica las reducciones y envía su factura.',
        nycTaxCommission:
          'La {{name}} (Comisión Tributaria), una agencia aparte, resuelve las apelaciones de su valor tasado.',
        nyTowns:
          'Fuera de la Ciudad de Nueva York, el tasador de su ciudad o pueblo valora su vivienda; la oficina de servicios del impuesto predial del condado (Real Property Tax Services) puede decirle qué tasador cubre su dirección.',
        nyCounty: 'En este condado, {{name}} tasa las viviendas de todos los pueblos.',
      },
    },
    forms: {
      report: {
        nyc: 'Ciudad de Nueva York',
        nycRateSource: 'Fuente de la tasa: {{source}} (año fiscal {{year}})',
      },
    },
    nyBuilder: {
      title: 'Su pueblo, villa y distrito escolar',
      intro:
        'Elija el pueblo o ciudad donde está su casa, su villa si está dentro de una, y su distrito escolar: la factura suma entonces la tasa de {{year}} de cada unidad en lugar del promedio del condado.',
      introMixed:
        'Elija el pueblo o ciudad donde está su casa, su villa si está dentro de una, y su distrito escolar: la factura suma entonces la tasa más reciente de cada unidad, con su año en la línea, en lugar del promedio del condado.',
      municipality: 'Pueblo o ciudad',
      countyAverage: 'Promedio del condado (elija su pueblo o ciudad)',
      village: 'Villa',
      noVillage: 'Fuera de una villa',
      villageHint:
        'Elija una villa solo si su casa está dentro de ella. La tabla del Contralor no dice en qué pueblo está cada villa, así que se muestran todas las villas del condado.',
      villageInCity: 'Las villas están en pueblos, no en ciudades.',
      school: 'Distrito escolar',
      schoolHint: 'Solo se muestran los distritos escolares que llegan al pueblo o ciudad elegido.',
      mostCommon: 'Primero aparece el pueblo o ciudad, y en él el distrito escolar, con más valor total gravable.',
      source:
        'Tasas de las unidades: Oficina del Contralor del Estado de Nueva York, Real Property Tax Levies, Taxable Full Value and Full Value Tax Rates, {{year}} (leídas en una copia de sus libros de cálculo); recaudaciones adoptadas.',
      sourceOwn:
        'Líneas sin la marca «leída en una copia»: la tasa que publicó la propia unidad, con el año y el estado que indica la línea.',
    },
    visual: {
      chart: {
        series: {
          nyOverall:
            'Tasa global sobre el valor total (todo lo recaudado ÷ valor total), publicada por el Estado de Nueva York',
          nycClass1:
            'Tasa de la clase 1 de la Ciudad de Nueva York (viviendas de una a tres familias) sobre el valor tasado',
        },
      },
    },
  },
};

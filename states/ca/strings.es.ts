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
    melloRoos: {
      searchLabel: 'Dirección o código postal',
      searchPlaceholder: 'Ingrese una dirección o un código postal',
      search: 'Buscar',
      noResults:
        'No encontramos información para esa zona. Revise la factura del impuesto predial o pídale al vendedor la divulgación de Mello-Roos.',
    },
    tools: {
      prop13: {
        purchasePrice: 'Precio de compra',
        purchaseYear: 'Año de compra',
        currentMarketValue: 'Valor de mercado actual',
        originalPrice: 'Precio original',
        protectedAssessment: 'Avalúo protegido',
        taxWithoutProp13: 'Impuesto anual sin la Proposición 13',
        actualTax: 'Impuesto anual real',
        annualSavings: 'Ahorro anual',
        totalSavings: 'Ahorro total desde la compra',
        yearsHeld: 'Años como propietario',
      },
    },
    tool: {
      melloRoos: {
        title: 'Buscador de Mello-Roos',
        hint: 'Un código postal de 5 dígitos, o una dirección completa que lo incluya.',
        searching: 'Buscando...',
        loadError: 'No se pudo cargar la tabla de códigos postales.',
        zipTitle: 'Código postal {{zip}}',
        inCounty: 'El código postal {{zip}} está en {{county}}.',
        inCounties: 'El código postal {{zip}} abarca varios condados: {{counties}}.',
        avgRate:
          'Tasa promedio de {{rate}} ({{general}} de impuesto general más deuda aprobada por los votantes, {{year}}), sin contar Mello-Roos.',
        redFlagByValue:
          'En una vivienda de {{value}}, un cargo de Mello-Roos de más de {{charge}} al año es una señal de alerta: más de {{share}} del valor.',
        redFlagByTotal:
          'En una vivienda de {{value}}, un cargo de Mello-Roos de más de {{charge}} al año es una señal de alerta: sumado al promedio de {{rate}}, la tasa total pasa de {{total}}.',
        noDistrictList:
          'No tenemos una lista de los Distritos de Instalaciones Comunitarias, así que no podemos decir si una dirección de esta zona paga Mello-Roos. Los pasos de abajo le indican cómo averiguarlo.',
        whatTitle: 'Qué es Mello-Roos',
        what: 'El impuesto especial Mello-Roos lo cobra un Distrito de Instalaciones Comunitarias para pagar calles, escuelas, parques o servicios, sobre todo en fraccionamientos nuevos. Se suma al impuesto predial normal y por lo general no depende del valor de la vivienda.',
        typical:
          'Cada distrito fija su propio impuesto especial y cuántos años dura; ninguna cifra publicada da un monto típico, así que busque el cargo en la factura de impuestos o en la declaración del vendedor.',
        redFlagRule:
          'Una regla práctica de este sitio, no un límite legal: tenga cuidado con un cargo de Mello-Roos de más de {{share}} del valor de la vivienda al año, o una tasa total de más de {{total}}.',
        howTitle: 'Cómo saber si una vivienda paga Mello-Roos',
        howBill:
          'Revise la factura del impuesto predial: Mello-Roos aparece entre los cargos directos (o evaluaciones especiales), por lo general con el nombre del distrito.',
        howDisclosure:
          'Pregúntele al vendedor: en California el vendedor debe declarar si la vivienda está en un distrito Mello-Roos; busque el aviso de impuesto especial entre las divulgaciones.',
        howCollector:
          'Pida al recaudador de impuestos del condado los cargos directos de la parcela, con su número de parcela del tasador (APN).',
      },
    },
    areaBuilder: {
      titleCa: 'Su ciudad o área de tasa',
      introCa:
        'Elija su ciudad o área de tasa: la factura usa entonces su tasa total de {{year}} (1% más la deuda aprobada por los votantes) en lugar de la tasa del condado.',
    },
  },
};

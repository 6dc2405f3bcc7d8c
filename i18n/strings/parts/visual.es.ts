// Texto en español de los mapas, gráficos y la búsqueda de condado (mismas claves que visual.en.ts).
import type { Shape } from '../types.ts';
import type { visualEn } from './visual.en.ts';

export const visualEs: Shape<typeof visualEn> = {
  map: {
    stateTitle: 'Tasas de impuesto predial por condado, {{state}}',
    stateCaption:
      'Cada condado sombreado según la tasa combinada que usa su página. Seleccione un condado para abrir su página.',
    hubStateCaption:
      'Cada condado sombreado según su tasa efectiva (impuesto mediano pagado ÷ valor mediano de la vivienda). Seleccione un condado para abrir su página; la tabla de abajo enumera todos los condados.',
    nationTitle: 'Tasas efectivas de impuesto predial, todos los condados',
    nationCaption:
      'Impuesto mediano pagado ÷ valor mediano de la vivienda, {{period}}. Más oscuro significa una tasa más alta. Seleccione un estado en el mapa o en la tabla de abajo para ver sus condados.',
    nationAlt:
      'Mapa de Estados Unidos con cada condado sombreado según su tasa efectiva de impuesto predial; la tabla de abajo da las cifras de cada estado.',
    legend: 'Leyenda',
    below: 'menos de {{to}}',
    between: 'de {{from}} a menos de {{to}}',
    above: '{{from}} o más',
    counties: '{{count}} condados',
    noRate: 'sin tasa',
    countyLabel: '{{county}}: {{rate}}',
    countyNoRate: '{{county}}: sin tasa',
    asTable: 'El mapa como tabla',
    tableRate: 'Tasa',
    tableClass: 'Clase del mapa',
    boundaries: 'Límites: {{source}}.',
    notDrawnShort: 'Fuera del mapa (sin límite en el archivo de límites): {{names}}.',
    noRateNote: 'Gris: {{count}} condados sin tasa ({{names}}).',
    statesOnMap: 'Estados del mapa: seleccione uno para abrir sus condados',
    stateLabel: '{{state}}: tasa mediana de los condados {{rate}}',
    statesTable: 'Estados',
    stateColumn: 'Estado',
    medianColumn: 'Tasa mediana de los condados',
    rangeColumn: 'Condado más bajo – más alto',
    countiesColumn: 'Condados',
  },
  chart: {
    breakdownTitle: 'Una factura típica para una vivienda de {{value}}, por unidad fiscal',
    breakdownNote:
      'Antes de exenciones, con las tasas de la tabla de arriba; su propia factura depende de sus exenciones y de las entidades donde vive.',
    unit: 'Unidad fiscal',
    rate: 'Tasa',
    tax: 'Impuesto',
    share: 'Parte',
    total: 'Total',
    historyTitle: 'Historial de tasas',
    historyNote:
      'Todas las series que tenemos para este condado, tal como se publicaron; cada serie mide algo distinto, así que compare cada línea consigo misma.',
    year: 'Año',
    series: {
      table: 'Tasa combinada de nuestra tabla de {{state}}',
      survey: 'Tasa efectiva de la encuesta del Censo (impuesto mediano ÷ valor mediano)',
      unit: '{{name}}',
    },
    changeTitle: 'Del año pasado a este año',
    change: '{{from}} en {{fromYear}} → {{to}} en {{toYear}} ({{points}} puntos)',
    neighboursTitle: '{{county}} junto a sus vecinos y la mediana del estado',
    neighboursNote:
      'Condados de {{state}} que comparten límite con {{county}}, con la tasa que usa la página de cada condado.',
    neighboursNoteHub: 'Condados que comparten límite con {{county}}, con la tasa efectiva de la encuesta.',
    county: 'Condado',
    thisCounty: '{{county}} (esta página)',
    stateMedian: 'Mediana de {{state}}',
    chartAsTable: 'Las mismas cifras en una tabla',
  },
  result: {
    barTitle: 'A dónde van sus {{amount}}',
    typicalTitle: 'Factura típica en {{county}}',
    typicalText:
      'Con {{value}} y sin exenciones: {{amount}} al año ({{monthly}} al mes). Ingrese su propio valor y sus exenciones y pulse Calcular.',
    prompt:
      'Ingrese el valor de la vivienda, elija el condado y sus exenciones y pulse Calcular: la estimación aparece aquí.',
  },
  districts: {
    link: 'los {{count}} distritos de {{county}}, con sus tasas',
    title: 'Distritos que cubren parte de {{county}}',
    intro:
      'Distritos de servicios públicos municipales, de servicios de emergencia, de mejoras y otros que gravan solo una parte de {{county}}. Su factura incluye aquellos donde está su vivienda; elíjalos en la calculadora.',
    linkGroup: 'la lista de los {{count}}, con sus tasas',
    introAll:
      'Distritos escolares, ciudades y los distritos de servicios públicos municipales, de servicios de emergencia, de mejoras y otros que gravan solo una parte de {{county}}. Su factura incluye aquellos donde está su vivienda; elíjalos en la calculadora.',
    back: 'Volver a la calculadora de {{county}}',
  },
  search: {
    label: 'Encuentre su condado por código postal o nombre',
    placeholder: 'Código postal o nombre del condado',
    submit: 'Buscar',
    hint: 'Escriba un código postal de 5 dígitos o parte del nombre de un condado y elija de la lista.',
    loading: 'Cargando la lista de condados…',
    loadFailed: 'No se pudo cargar la lista de condados. Use la lista de condados de abajo.',
    results: '{{count}} resultados',
    oneResult: '1 resultado',
    noMatch: 'Ningún condado coincide con «{{query}}».',
    zipOne: 'El código postal {{zip}} está en {{county}}.',
    zipMany:
      'El código postal {{zip}} cruza límites de condado: está en {{count}} condados. Elija el que aparece en su factura.',
    zipShareUnknown:
      'Nuestra lista de códigos postales no indica qué parte de las direcciones del código está en cada condado.',
    zipUnknown: 'No tenemos un condado para el código postal {{zip}}. Revise el número o busque por nombre de condado.',
    zipOldCounty:
      'El código postal {{zip}} figura bajo {{old}}, un condado de Connecticut que las regiones de planificación del estado reemplazaron en 2022; nuestras tasas son por región de planificación. Elija su región:',
    zipOldCode:
      'El código postal {{zip}} figura bajo un código de condado antiguo ({{old}}) que ya no existe; elija su condado por nombre.',
    filled: '{{county}} elegido en la calculadora.',
    pageTitle: 'Encuentre su condado',
    pageIntro:
      'Todos los condados del sitio con sus códigos postales. Con JavaScript activado, el cuadro de búsqueda muestra coincidencias mientras escribe; sin él, use la función de búsqueda del navegador (Ctrl+F) en esta página.',
    pageIntroHub:
      'Elija su estado para ver sus condados y sus códigos postales; con JavaScript activado, el cuadro de búsqueda encuentra un condado por código postal o nombre en todo el país.',
    zipsHeading: 'Condados y sus códigos postales',
    zipsColumn: 'Códigos postales',
    zipsSource: 'Códigos postales:',
    zipsInState: 'Códigos postales por condado en {{state}}',
  },
};

import type { Shape } from '../types.ts';
import type { contentEn } from './content.en.ts';

export const contentEs: Shape<typeof contentEn> = {
  frame: {
    notAdvice:
      'Esta página es solo educativa y no constituye asesoría fiscal profesional. Las reglas y las cifras cambian; consulte a su condado o a un profesional de impuestos antes de actuar.',
  },
  index: {
    stateGuides: 'Guías de {{state}}',
    tools: 'Herramientas y guías locales',
    general: 'Guías para cualquier estado',
    reference: 'Consulta',
    stateSites: 'Guías estatales en nuestros sitios por estado',
  },
  related: {
    heading: 'Guías relacionadas',
    onStateSite: '{{state}}: {{guide}}',
    explained: 'Impuestos prediales explicados',
    exemptions: 'Exenciones del impuesto predial',
    appeal: 'Cómo apelar',
    strategies: 'Estrategias de ahorro',
    county: 'Guía por condado',
  },
  tables: {
    county: 'Condado',
    rate: 'Tasa',
    population: 'Población',
    taxOn: 'Impuesto est. sobre una casa de {{value}}',
    monthly: 'Mensual',
    homeValue: 'Valor de la vivienda',
    majorNote:
      'Los {{count}} condados más poblados (estimaciones de población del Censo), con la tasa combinada que usa la calculadora y su estimación sin exenciones.',
    impactNote:
      'Impuesto anual según la calculadora para cada valor de vivienda, con la exención principal ({{exemption}}) y ninguna otra, en los {{count}} condados más poblados.',
    impactNoteNoExemption:
      'Impuesto anual según la calculadora para cada valor de vivienda, sin exenciones, en los {{count}} condados más poblados.',
  },
  states: {
    state: 'Estado',
    counties: 'Condados',
    median: 'Tasa mediana por condado',
    lowest: 'Más baja',
    highest: 'Más alta',
    note: 'Tasas efectivas (mediana de impuestos pagados ÷ mediana del valor de la vivienda) de la encuesta del Censo; la mediana, la más baja y la más alta se calculan sobre los condados de cada estado que tienen dato.',
  },
  assessor: {
    tableLabel: 'La oficina a la que acudir en cada condado',
    county: 'Condado',
    office: 'Oficina',
    howToFind: 'Cómo encontrarla',
    countyPage: 'Tasas y estimación',
    search:
      'Busque "{{countyName}} {{office}}" en el sitio web del gobierno del condado, o consulte el condado en el directorio oficial del estado de {{directory}}.',
    notNamed:
      'Nuestros datos no nombran cada oficina, así que este directorio indica qué oficina buscar y cómo encontrarla; no publicamos direcciones ni teléfonos que no podamos verificar.',
  },
  exemptions: {
    tableLabel: 'Exenciones y sus montos',
    name: 'Exención',
    amount: 'Monto',
    appliesTo: 'Reduce',
    appliesTo_school: 'Impuestos escolares',
    appliesTo_all: 'Todos los impuestos',
    'appliesTo_non-school': 'Impuestos no escolares',
    full: 'Exención total',
    byLevel: 'Según el grado de discapacidad',
    variable: 'Variable',
  },
  timeline: {
    heading: 'El año fiscal en {{state}}',
  },
  affiliate: {
    label: 'Enlace de afiliado',
    note: 'El programa Free File del IRS permite a los contribuyentes que califican preparar y presentar su declaración federal sin costo.',
    disclosureLink: 'Lea nuestra divulgación de afiliados',
  },
  faq: {
    intro: '{{count}} preguntas en {{categories}} categorías.',
  },
  glossary: {
    count: '{{count}} términos',
    other: 'Otros términos',
  },
  contact: {
    slotNoScript: 'El formulario de contacto necesita JavaScript. Actívelo en su navegador para enviarnos un mensaje.',
  },
  howItWorks: {
    stateSteps: 'Cómo calcula la calculadora de {{state}} su estimación',
  },
};

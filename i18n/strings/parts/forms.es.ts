import type { Shape } from '../types.ts';
import type { formsEn } from './forms.en.ts';

export const formsEs: Shape<typeof formsEn> = {
  unavailable: {
    signup: 'La suscripción no está disponible en esta copia del sitio, así que lo que escriba aquí no se enviaría.',
    contact:
      'Desde esta copia del sitio no se pueden enviar mensajes. Use los datos de contacto del sitio donde nos encontró.',
  },
  honeypot: 'Deje este campo vacío',
  fieldError: 'Revise los campos marcados.',
  report: {
    heading: 'Estimación para {{county}}, {{state}}',
    headingRate: 'Estimación con una tasa combinada de {{rate}}, {{state}}',
    applyBy: 'Solicite sus exenciones a más tardar el',
    defaultSplit:
      'El registro da una sola tasa combinada; se reparte entre las partes según la división habitual del estado.',
    figures: 'Su estimación',
    details: 'Detalles',
    leavesOut: 'Lo que esta estimación no incluye',
    unitSource: 'Tasa de {{names}}: {{source}}.',
    ownExemptionSource: 'Exenciones propias de {{name}} ({{year}}): {{source}}.',
    rateSource: 'Fuente de la tasa: {{source}} ({{year}})',
    exemption: 'Exención',
    page: 'Página {{page}} de {{pages}}',
    madeWith: 'Hecho con {{site}}',
  },
  share: {
    linkLabel: 'Enlace a esta estimación',
    detailsTitle: 'Estimación del impuesto predial',
    detailsLink: 'Vea la estimación completa: {{url}}',
  },
  wizard: {
    valueLabel: 'Valor de la vivienda',
    countyLabel: 'Condado',
    reviewHeading: 'Sus respuestas',
    noExemptions: 'Sin exenciones',
  },
};

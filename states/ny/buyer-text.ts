// New York's buyer steps in words, in both languages: the steps its buyer rule (calc.ts) names.
import type { BuyerWords } from '../../engine/buyer-steps.ts';

export const NY_BUYER_WORDS = {
  'ny-star-credit': {
    en: (_, f) =>
      `New York: new owners get STAR as a credit check from the State (usually ${f.money('min')} to ${f.money('max')} a year), not as an exemption on the bill; register with the Department of Taxation and Finance.`,
    es: (_, f) =>
      `Nueva York: los nuevos dueños reciben STAR como un cheque de crédito del Estado (por lo general de ${f.money('min')} a ${f.money('max')} al año), no como una exención en la factura; inscríbase ante el Departamento de Impuestos y Finanzas.`,
  },
  'nyc-assessment-inherited': {
    en: (_, f) =>
      `New York City: a sale does not reset a class 1 assessment; the buyer inherits the seller's capped assessed value of ${f.money('assessed')}, which may rise by up to ${f.pct('cap')} a year.`,
    es: (_, f) =>
      `Ciudad de Nueva York: una venta no reinicia el valor tasado de clase 1; el comprador hereda el valor tasado con tope del vendedor, ${f.money('assessed')}, que puede subir hasta un ${f.pct('cap')} al año.`,
  },
  'nyc-assessment-estimated': {
    en: () =>
      "New York City: a sale does not reset a class 1 assessment, so the seller's assessed value carries over. Without it, the estimate uses the city-wide ratio: enter the value on the seller's Notice of Property Value.",
    es: () =>
      'Ciudad de Nueva York: una venta no reinicia el valor tasado de clase 1, así que el del vendedor continúa. Sin él, la estimación usa la proporción de toda la ciudad: ingrese el valor del Aviso de Valor de la Propiedad del vendedor.',
  },
} as const satisfies BuyerWords;

// How California counties' rates were obtained, in each language.
import type { StateModule } from '../types.ts';

export const METHODS: StateModule['methods'] = {
  'ca-published-average': {
    en: (c, n) =>
      `Average rate on assessed (Proposition 13) value for ${c.sourceYear}, as the publisher states it: the ${n.pct(c.generalLevyPct ?? 1)} general levy plus voter-approved debt.`,
    es: (c, n) =>
      `Tasa promedio sobre el valor tasado (Proposición 13) de ${c.sourceYear}, tal como la publica la fuente: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} más la deuda aprobada por los votantes.`,
  },
  'ca-debt-ratio': {
    en: (c, n) =>
      `Average rate on assessed (Proposition 13) value for ${c.sourceYear}, derived from the county's totals: the ${n.pct(c.generalLevyPct ?? 1)} general levy ` +
      `plus voter-approved debt levies ÷ the assessed value the ${n.pct(c.generalLevyPct ?? 1)} levy implies.`,
    es: (c, n) =>
      `Tasa promedio sobre el valor tasado (Proposición 13) de ${c.sourceYear}, calculada con los totales del condado: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} ` +
      `más las recaudaciones para deuda aprobadas por los votantes ÷ el valor tasado que implica el impuesto del ${n.pct(c.generalLevyPct ?? 1)}.`,
  },
  'ca-typical-tra': {
    en: (c, n) =>
      `The rate of one typical tax rate area for ${c.sourceYear}, not a county average: the ${n.pct(c.generalLevyPct ?? 1)} general levy plus that area's voter-approved debt.`,
    es: (c, n) =>
      `La tasa de un área de tasa típica de ${c.sourceYear}, no un promedio del condado: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} más la deuda aprobada por los votantes de esa área.`,
  },
  'ca-statewide-average': {
    en: (c, n) =>
      `No sourced average exists for this county: only the ${n.pct(c.generalLevyPct ?? 1)} general levy is known, and the whole rate shown is California's ${c.sourceYear} statewide average, labelled as an estimate.`,
    es: (c, n) =>
      `No hay un promedio con fuente para este condado: solo se conoce el impuesto general del ${n.pct(c.generalLevyPct ?? 1)}, y la tasa completa que se muestra es el promedio estatal de California de ${c.sourceYear}, marcado como estimación.`,
  },
};

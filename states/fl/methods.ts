// How Florida counties' rates were obtained, in each language.
import type { StateModule } from '../types.ts';

export const METHODS: StateModule['methods'] = {
  'fl-dor-average': {
    en: (c, n) =>
      `County average of the Department of Revenue's total millage (${n.mills(c.ratePct)} mills): school ${n.mills(c.components?.school ?? 0)}, ` +
      `county-wide non-school ${n.mills(c.components?.county ?? 0)}, and city, MSTU and local-district levies averaged over the whole county ` +
      `${n.mills(c.components?.city ?? 0)}. City residents usually pay several mills more than the average; owners outside cities often pay about the average or less.`,
    es: (c, n) =>
      `Promedio del condado de la tasa total en milésimas del Departamento de Ingresos (${n.mills(c.ratePct)} milésimas): escuelas ${n.mills(c.components?.school ?? 0)}, ` +
      `condado sin escuelas ${n.mills(c.components?.county ?? 0)}, y recaudaciones de ciudades, MSTU y distritos locales promediadas sobre todo el condado ` +
      `${n.mills(c.components?.city ?? 0)}. Quienes viven dentro de una ciudad suelen pagar varias milésimas más que el promedio; fuera de las ciudades, a menudo el promedio o menos.`,
  },
};

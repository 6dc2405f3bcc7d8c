// How New York counties' rates were obtained, in each language (a borough's are New York City's class rules).
import type { StateModule } from '../types.ts';

export const METHODS: StateModule['methods'] = {
  'ny-osc-full-value': {
    en: (c, n) =>
      `Overall full-value rate: every ${c.sourceYear} levy in the county (county, city and town, village, school and library) ÷ the county's taxable full (market) value, ` +
      `${n.per100(Math.round(c.ratePct * 1000) / 100)} per $1,000. It is an average over all property before STAR and other exemptions; homes inside a village or a ` +
      `high-rate school district can pay well above it. A computed figure: the State's own overall rate series has not been published for recent years.`,
    es: (c, n) =>
      `Tasa general sobre el valor total: todas las recaudaciones de ${c.sourceYear} en el condado (condado, ciudad y pueblo, villa, escuela y biblioteca) ÷ el valor total (de mercado) gravable del condado, ` +
      `${n.per100(Math.round(c.ratePct * 1000) / 100)} por cada $1,000. Es un promedio sobre todas las propiedades antes de STAR y otras exenciones; las viviendas dentro de una villa o de un ` +
      `distrito escolar de tasa alta pueden pagar bastante más. Es una cifra calculada: el Estado no ha publicado su propia serie de tasas generales para los años recientes.`,
  },
  'nyc-class-rules': {
    en: () =>
      "New York City bills apply class tax rates to assessed value; the calculator uses the NYC class rules. The Census survey's effective rate (median taxes paid ÷ median home value) is shown for comparison.",
    es: () =>
      'Las facturas de la Ciudad de Nueva York aplican tasas por clase al valor tasado; la calculadora usa las reglas de clase de la ciudad. La tasa efectiva de la encuesta del Censo (mediana de impuestos pagados ÷ mediana del valor de la vivienda) se muestra para comparar.',
  },
};

// How a county's rate was obtained, worded in each language from the record's method code and its own
// data (units, parts, years), so the explanation exists in Spanish and stays true when the data changes.
// Publishers' names are inserted as they publish them; the pages wrap them as citations.
import type { CountyRate, Lang } from '../calc/types.ts';
import { formatNumber } from './format.ts';

type Words = (c: CountyRate, n: NumberWords) => string;

interface NumberWords {
  /** A rate per $100 as the source writes it (up to six decimals). */
  per100: (pct: number) => string;
  /** Percent with two decimals, "1.23%". */
  pct: (pct: number) => string;
  /** Mills (dollars per $1,000) from a percent. */
  mills: (pct: number) => string;
  list: (items: string[]) => string;
}

function numberWords(lang: Lang): NumberWords {
  const trimmed = (n: number, decimals: number) =>
    formatNumber(n, lang, decimals)
      .replace(/(\.\d*?)0+$/, '$1')
      .replace(/\.$/, '');
  const and = lang === 'es' ? 'y' : 'and';
  return {
    per100: (p) => trimmed(p, 6),
    pct: (p) => `${formatNumber(p, lang, 2)}%`,
    mills: (p) => trimmed(p * 10, 4),
    list: (items) =>
      items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`,
  };
}

/** Which school district stands for the county: the only one, the middle one, or the higher of the two middle ones. */
function schoolPick(count: number, lang: Lang): string {
  if (lang === 'es') {
    if (count === 1) return 'el único distrito escolar del condado';
    if (count % 2 === 1) return `el del medio por tasa entre los ${count} distritos escolares del condado`;
    return `el más alto de los dos del medio por tasa entre los ${count} distritos escolares del condado`;
  }
  if (count === 1) return "the county's only school district";
  if (count % 2 === 1) return `the middle one by rate of the county's ${count} school districts`;
  return `of the two in the middle by rate of the county's ${count} school districts, the higher`;
}

function texasBill(c: CountyRate, n: NumberWords, lang: Lang): string {
  const bill = c.bill ?? [];
  const county = bill.filter((u) => u.part === 'county').map((u) => n.per100(u.ratePct));
  const wide = bill.filter((u) => u.part === 'special').map((u) => `${u.name} ${n.per100(u.ratePct)}`);
  const school = bill.find((u) => u.part === 'school');
  const pick = c.schoolDistricts ? ` (${schoolPick(c.schoolDistricts, lang)})` : '';
  const es = lang === 'es';
  const parts = [`${es ? 'condado' : 'county'} ${county.join(' + ')}`];
  if (wide.length) parts.push(`${es ? 'distritos de todo el condado' : 'county-wide districts'} ${wide.join(', ')}`);
  if (school) parts.push(`${school.name} ${n.per100(school.ratePct)}${pick}`);
  const lead = es
    ? 'Factura típica fuera de los límites de una ciudad, por cada $100 de valor gravable'
    : 'Typical bill outside city limits, per $100 of taxable value';
  return `${lead}: ${parts.join('; ')}.`;
}

const EN: Record<CountyRate['method'], Words> = {
  'tx-typical-bill': (c, n) => texasBill(c, n, 'en'),
  'fl-dor-average': (c, n) =>
    `County average of the Department of Revenue's total millage (${n.mills(c.ratePct)} mills): school ${n.mills(c.components?.school ?? 0)}, ` +
    `county-wide non-school ${n.mills(c.components?.county ?? 0)}, and city, MSTU and local-district levies averaged over the whole county ` +
    `${n.mills(c.components?.city ?? 0)}. City residents usually pay several mills more than the average; owners outside cities often pay about the average or less.`,
  'ca-published-average': (c, n) =>
    `Average rate on assessed (Proposition 13) value for ${c.sourceYear}, as the publisher states it: the ${n.pct(c.generalLevyPct ?? 1)} general levy plus voter-approved debt.`,
  'ca-debt-ratio': (c, n) =>
    `Average rate on assessed (Proposition 13) value for ${c.sourceYear}, derived from the county's totals: the ${n.pct(c.generalLevyPct ?? 1)} general levy ` +
    `plus voter-approved debt levies ÷ the assessed value the ${n.pct(c.generalLevyPct ?? 1)} levy implies.`,
  'ca-typical-tra': (c, n) =>
    `The rate of one typical tax rate area for ${c.sourceYear}, not a county average: the ${n.pct(c.generalLevyPct ?? 1)} general levy plus that area's voter-approved debt.`,
  'ca-statewide-average': (c, n) =>
    `No sourced average exists for this county: only the ${n.pct(c.generalLevyPct ?? 1)} general levy is known, and the whole rate shown is California's ${c.sourceYear} statewide average, labelled as an estimate.`,
  'ny-osc-full-value': (c, n) =>
    `Overall full-value rate: every ${c.sourceYear} levy in the county (county, city and town, village, school and library) ÷ the county's taxable full (market) value, ` +
    `${n.per100(Math.round(c.ratePct * 1000) / 100)} per $1,000. It is an average over all property before STAR and other exemptions; homes inside a village or a ` +
    `high-rate school district can pay well above it. A computed figure: the State's own overall rate series has not been published for recent years.`,
  'nyc-class-rules': () =>
    "New York City bills apply class tax rates to assessed value; the calculator uses the NYC class rules. The Census survey's effective rate (median taxes paid ÷ median home value) is shown for comparison.",
  'survey-stand-in': () =>
    "No usable official rate is held for this county: the Census survey's effective rate (median taxes paid ÷ median home value) stands in until one is imported.",
  published: (c) => `The combined rate as its publisher states it for ${c.sourceYear}.`,
};

const ES: Record<CountyRate['method'], Words> = {
  'tx-typical-bill': (c, n) => texasBill(c, n, 'es'),
  'fl-dor-average': (c, n) =>
    `Promedio del condado de la tasa total en milésimas del Departamento de Ingresos (${n.mills(c.ratePct)} milésimas): escuelas ${n.mills(c.components?.school ?? 0)}, ` +
    `condado sin escuelas ${n.mills(c.components?.county ?? 0)}, y recaudaciones de ciudades, MSTU y distritos locales promediadas sobre todo el condado ` +
    `${n.mills(c.components?.city ?? 0)}. Quienes viven dentro de una ciudad suelen pagar varias milésimas más que el promedio; fuera de las ciudades, a menudo el promedio o menos.`,
  'ca-published-average': (c, n) =>
    `Tasa promedio sobre el valor tasado (Proposición 13) de ${c.sourceYear}, tal como la publica la fuente: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} más la deuda aprobada por los votantes.`,
  'ca-debt-ratio': (c, n) =>
    `Tasa promedio sobre el valor tasado (Proposición 13) de ${c.sourceYear}, calculada con los totales del condado: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} ` +
    `más las recaudaciones para deuda aprobadas por los votantes ÷ el valor tasado que implica el impuesto del ${n.pct(c.generalLevyPct ?? 1)}.`,
  'ca-typical-tra': (c, n) =>
    `La tasa de un área de tasa típica de ${c.sourceYear}, no un promedio del condado: el impuesto general del ${n.pct(c.generalLevyPct ?? 1)} más la deuda aprobada por los votantes de esa área.`,
  'ca-statewide-average': (c, n) =>
    `No hay un promedio con fuente para este condado: solo se conoce el impuesto general del ${n.pct(c.generalLevyPct ?? 1)}, y la tasa completa que se muestra es el promedio estatal de California de ${c.sourceYear}, marcado como estimación.`,
  'ny-osc-full-value': (c, n) =>
    `Tasa general sobre el valor total: todas las recaudaciones de ${c.sourceYear} en el condado (condado, ciudad y pueblo, villa, escuela y biblioteca) ÷ el valor total (de mercado) gravable del condado, ` +
    `${n.per100(Math.round(c.ratePct * 1000) / 100)} por cada $1,000. Es un promedio sobre todas las propiedades antes de STAR y otras exenciones; las viviendas dentro de una villa o de un ` +
    `distrito escolar de tasa alta pueden pagar bastante más. Es una cifra calculada: el Estado no ha publicado su propia serie de tasas generales para los años recientes.`,
  'nyc-class-rules': () =>
    'Las facturas de la Ciudad de Nueva York aplican tasas por clase al valor tasado; la calculadora usa las reglas de clase de la ciudad. La tasa efectiva de la encuesta del Censo (mediana de impuestos pagados ÷ mediana del valor de la vivienda) se muestra para comparar.',
  'survey-stand-in': () =>
    'No tenemos una tasa oficial utilizable para este condado: la tasa efectiva de la encuesta del Censo (mediana de impuestos pagados ÷ mediana del valor de la vivienda) la reemplaza hasta que se importe una.',
  published: (c) => `La tasa combinada tal como la publica su fuente para ${c.sourceYear}.`,
};

/** The method sentence for a county record, in the page's language. */
export function methodText(c: CountyRate, lang: Lang): string {
  return (lang === 'es' ? ES : EN)[c.method](c, numberWords(lang));
}

/** The method sentence followed by the record's own remark, as one paragraph. */
export function rateNote(c: CountyRate, lang: Lang): string {
  return [methodText(c, lang), c.remark?.[lang] ?? ''].filter(Boolean).join(' ');
}

// How a county's rate was obtained, worded in each language from the record's method code and its own
// data (units, parts, years), so the explanation exists in Spanish and stays true when the data changes.
// Publishers' names are inserted as they publish them; the pages wrap them as citations.
import type { Lang, RateMethod } from '../schema/codes.ts';
import type { CountyRate } from '../schema/index.ts';
import { STATES, type MethodWords, type NumberWords } from '../states/index.ts';
import { formatNumber } from './format.ts';

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

// The methods any state's records may use; each state's own are in its module (states/<code>/methods.ts).
const SHARED: Partial<Record<RateMethod, { en: MethodWords; es: MethodWords }>> = {
  'survey-stand-in': {
    en: () =>
      "No usable official rate is held for this county: the Census survey's effective rate (median taxes paid ÷ median home value) stands in until one is imported.",
    es: () =>
      'No tenemos una tasa oficial utilizable para este condado: la tasa efectiva de la encuesta del Censo (mediana de impuestos pagados ÷ mediana del valor de la vivienda) la reemplaza hasta que se importe una.',
  },
  published: {
    en: (c) => `The combined rate as its publisher states it for ${c.sourceYear}.`,
    es: (c) => `La tasa combinada tal como la publica su fuente para ${c.sourceYear}.`,
  },
};

/** Every method's sentences: the shared ones and each state's own (a method with none fails the unit test). */
export const METHOD_WORDS: Partial<Record<RateMethod, { en: MethodWords; es: MethodWords }>> = Object.assign(
  {},
  SHARED,
  ...Object.values(STATES).map((s) => s.methods),
);

/** The method sentence for a county record, in the page's language. */
export function methodText(c: CountyRate, lang: Lang): string {
  const words = METHOD_WORDS[c.method];
  if (!words) throw new Error(`no method sentence for ${c.method}: add it to the state module's methods.ts`);
  return words[lang](c, numberWords(lang));
}

/** The method sentence followed by the record's own remark, as one paragraph. */
export function rateNote(c: CountyRate, lang: Lang): string {
  return [methodText(c, lang), c.remark?.[lang] ?? ''].filter(Boolean).join(' ');
}

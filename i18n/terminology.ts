// One Spanish term per concept, so a reader meets the same word for the same thing on every page,
// guide and PDF. A term listed as avoided is either wrong ("asesor" means adviser) or a second word
// for a concept that already has one ("recibo" beside "factura"); tests scan every Spanish string and
// built page for them.

export interface Term {
  readonly concept: string;
  readonly preferred: string;
  /** Patterns matched case-insensitively on whole words; each names one wording to avoid. */
  readonly avoid: readonly RegExp[];
  readonly why: string;
}

export const TERMINOLOGY: readonly Term[] = [
  {
    concept: 'property tax',
    preferred: 'impuesto predial',
    avoid: [/impuestos? (?:a|sobre) la propiedad/giu, /impuestos? a las propiedades/giu],
    why: 'One name for the tax on every site; the hub used a second one.',
  },
  {
    concept: 'tax bill',
    preferred: 'factura',
    avoid: [/\brecibos?\b(?! de pago)/giu],
    why: 'The bill is a "factura" everywhere; "recibo" is kept only for a payment receipt.',
  },
  {
    concept: 'assessor',
    preferred: 'tasador',
    avoid: [/\basesor(?:es|a|as)?\b/giu],
    why: '"Asesor" means adviser; the official who values property is the "tasador".',
  },
  {
    concept: 'levy',
    preferred: 'recaudación',
    avoid: [
      /\bgravámenes\b/giu,
      /\bgravamen(?:es)? total(?:es)?\b/giu,
      /\bgravamen(?:es)? (?:del|de la|de los) (?:condado|ciudad|distrito|escuela|escolar)/giu,
    ],
    why: '"Gravamen" is kept for a lien only; the amount a taxing unit raises is its "recaudación".',
  },
  {
    concept: 'millage',
    preferred: 'tasa en milésimas',
    avoid: [/(?<!\(\s*|Truth in )\bmillages?\b/giu, /\bmillaje\b/giu],
    why: 'Florida millage is a rate per $1,000 ("tasa en milésimas"); the English word appears only in parentheses after it.',
  },
  {
    concept: 'homestead',
    preferred: 'vivienda principal',
    avoid: [/\bresidencias? principal(?:es)?\b/giu, /\bresidencia habitual\b/giu],
    why: 'The checkbox says "vivienda principal"; every other text follows it.',
  },
  {
    concept: 'exemption',
    preferred: 'exención (feminine)',
    avoid: [/\bexenci[oó]n: ningun[oa]?\b/giu, /\bningún exención\b/giu, /\bexenciones?\b[^.]{0,20}\bninguno\b/giu],
    why: 'Exención is feminine: "Ninguna".',
  },
  {
    concept: 'appraisal district',
    preferred: 'distrito de tasación',
    avoid: [/\bdistritos? de (?:avalúo|evaluación|valuación)\b/giu],
    why: 'Texas appraisal districts keep one name.',
  },
  {
    concept: 'appraisal review board',
    preferred: 'junta de revisión de tasaciones',
    avoid: [/\bjuntas? de revisión de (?:avalúos|evaluaciones|valuaciones)\b/giu],
    why: 'One name for the board that hears protests.',
  },
  {
    concept: 'assessed value',
    preferred: 'valor tasado',
    avoid: [/\bvalor (?:evaluado|avaluado|de avalúo|de evaluación)\b/giu],
    why: 'One name for the value on the roll.',
  },
  {
    concept: 'taxable value',
    preferred: 'valor gravable',
    avoid: [/\bvalor (?:imponible|tributable|sujeto a impuestos)\b/giu],
    why: 'One name for the value the rate is applied to.',
  },
  {
    concept: 'protest (Texas)',
    preferred: 'protesta',
    avoid: [/\breclamaci[oó]n(?:es)? de (?:valor|tasación)\b/giu],
    why: 'Texas law calls it a protest; other states an appeal ("apelación").',
  },
  {
    concept: 'taxing unit',
    preferred: 'unidad fiscal',
    avoid: [
      /\b(?:entidad|entidades|unidad|unidades) (?:tributaria|tributarias|impositiva|impositivas)\b/giu,
      /\bentidad(?:es)? fiscal(?:es)?\b/giu,
    ],
    why: 'One name for a body that levies the tax.',
  },
  {
    concept: 'percent',
    preferred: '20% (no space)',
    avoid: [/(?:\d|\}\}) \u00a0?%|\d\u00a0%/gu],
    why: 'Percentages are written the same way on every page.',
  },
];

// JavaScript's \b only knows ASCII letters, so "asesor" would match inside "asesoría"; these
// boundaries count accented letters as letters, and a word inside a path (/guias/directorio-asesores,
// the spec's URL) is not prose.
const WORD_START = '(?<![\\p{L}/-])';
const WORD_END = '(?![\\p{L}])';
const wordPattern = (re: RegExp): RegExp =>
  new RegExp(`${WORD_START}(?:${re.source.replace(/\\b/g, '')})${WORD_END}`, 'giu');

export interface AvoidedTerm {
  readonly term: string;
  readonly concept: string;
  readonly preferred: string;
  readonly index: number;
}

/** Every avoided wording in a Spanish text, with the term to use instead. */
export function findAvoidedTerms(text: string): AvoidedTerm[] {
  const hits: AvoidedTerm[] = [];
  for (const t of TERMINOLOGY) {
    for (const re of t.avoid) {
      const pattern = re.source.startsWith('\\b') ? wordPattern(re) : new RegExp(re.source, 'giu');
      for (const m of text.matchAll(pattern))
        hits.push({ term: m[0], concept: t.concept, preferred: t.preferred, index: m.index ?? 0 });
    }
  }
  return hits.sort((a, b) => a.index - b.index);
}

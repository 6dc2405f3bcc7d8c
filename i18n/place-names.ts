// Place names as each language says them. English keeps the Census names ("Harris County",
// "Orleans Parish"); Spanish names the kind of county first ("condado de Harris") and uses the usual
// Spanish form of a state or a place where one exists (Nueva York, Carolina del Norte, Luisiana).
import type { Lang } from '../schema/codes.ts';

const STATES_ES: Record<string, string> = {
  'District of Columbia': 'Distrito de Columbia',
  Hawaii: 'Hawái',
  Louisiana: 'Luisiana',
  Michigan: 'Míchigan',
  Mississippi: 'Misisipi',
  Missouri: 'Misuri',
  'New Hampshire': 'Nuevo Hampshire',
  'New Jersey': 'Nueva Jersey',
  'New Mexico': 'Nuevo México',
  'New York': 'Nueva York',
  'North Carolina': 'Carolina del Norte',
  'North Dakota': 'Dakota del Norte',
  Oregon: 'Oregón',
  Pennsylvania: 'Pensilvania',
  'South Carolina': 'Carolina del Sur',
  'South Dakota': 'Dakota del Sur',
  'West Virginia': 'Virginia Occidental',
};

/** A state's name in the page's language ("New York" → "Nueva York"). */
export function stateNameIn(name: string, lang: Lang): string {
  return lang === 'es' ? (STATES_ES[name] ?? name) : name;
}

/** Places inside a county name that Spanish writes its own way. */
const PLACES_ES: Record<string, string> = { 'New York': 'Nueva York' };

interface Kind {
  suffix: string;
  es: string;
  article: 'el' | 'la';
}
// Longest suffix first, so "City and Borough" wins over "Borough".
const KINDS: Kind[] = [
  { suffix: ' City and Borough', es: 'ciudad y borough', article: 'la' },
  { suffix: ' Census Area', es: 'área censal', article: 'el' },
  { suffix: ' Planning Region', es: 'región de planificación', article: 'la' },
  { suffix: ' Municipality', es: 'municipio', article: 'el' },
  { suffix: ' Borough', es: 'borough', article: 'el' },
  { suffix: ' Parish', es: 'parroquia', article: 'la' },
  { suffix: ' County', es: 'condado', article: 'el' },
  { suffix: ' city', es: 'ciudad', article: 'la' },
];

/** Names that keep an article of their own in Spanish ("el Bronx"). */
const WITH_ARTICLE: Record<string, string> = { Bronx: 'el Bronx' };

function spanish(name: string): { text: string; article: 'el' | 'la' | null } {
  if (name === 'District of Columbia') return { text: 'Distrito de Columbia', article: 'el' };
  const kind = KINDS.find((k) => name.endsWith(k.suffix));
  if (!kind) return { text: name, article: null };
  const place = name.slice(0, -kind.suffix.length);
  const own = WITH_ARTICLE[place];
  const placeEs = own ? own.replace(/^el /, 'del ').replace(/^del /, '') : (PLACES_ES[place] ?? place);
  return { text: `${kind.es} ${own ? `del ${placeEs}` : `de ${placeEs}`}`, article: kind.article };
}

/** A county as a heading or a list shows it: "Harris County" / "Condado de Harris". */
export function countyLabel(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  const { text } = spanish(name);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A county inside a sentence, with the article Spanish needs: "en el condado de Harris", "de la
 * parroquia de Orleans". The translator contracts "de el" and "a el" ("del condado", "al condado").
 */
export function countyInText(name: string, lang: Lang): string {
  if (lang === 'en') return name;
  const { text, article } = spanish(name);
  return article ? `${article} ${text}` : text;
}

/** The states of a county list, each once, named and sorted in the page's language. */
export function statesIn(counties: readonly { state: string; stateName: string }[], lang: Lang): [string, string][] {
  const names = new Map(counties.map((c) => [c.state, stateNameIn(c.stateName, lang)]));
  return [...names.entries()].sort((a, b) => a[1].localeCompare(b[1], lang));
}

/**
 * Every Spanish text that names a county or a state says it the Spanish way without each caller
 * remembering to: {{county}} becomes "el condado de Harris" inside a sentence and "Condado de Harris"
 * where the text starts with it; {{state}} takes its Spanish form ("Nueva York"). A text that needs the
 * name as published (a search term, an office's own name) uses {{countyName}} instead.
 */
export function spanishPlaceVars(
  vars: Readonly<Record<string, string | number>>,
  template: string,
): Record<string, string | number> {
  const out: Record<string, string | number> = { ...vars };
  if (typeof vars.county === 'string')
    out.county = template.startsWith('{{county}}') ? countyLabel(vars.county, 'es') : countyInText(vars.county, 'es');
  if (typeof vars.state === 'string') out.state = stateNameIn(vars.state, 'es');
  return out;
}

/**
 * Spanish after a name was put in: "de el condado" → "del condado", "a el" → "al", and a sentence
 * that opens with the name starts with a capital ("El condado de Harris, Texas").
 */
export function spanishJoins(text: string, template: string): string {
  const joined = text.replace(/\b([Dd]e|[Aa]) el\b/g, (_m, word: string) => `${word}l`);
  return /^\{\{/.test(template) ? joined.charAt(0).toUpperCase() + joined.slice(1) : joined;
}

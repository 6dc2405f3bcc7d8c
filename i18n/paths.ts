// The English ↔ Spanish path map (spec §2) and the rules around it.
//
// Rules: a mapped path maps exactly; a path under a mapped prefix (/county/…, /states/…) keeps
// the rest of its segments; any other English path gets an /es prefix and the reverse strips it.
// Every function accepts trailing slashes (kept as given), a query and a hash (kept), a full URL
// (origin kept) and an optional base sub-path (the site's `--base`, e.g. '/sub/'), which is
// stripped before mapping and put back after.
//
// Browser-safe: no Node imports.

import type { Lang } from '../schema/codes.ts';
import { GUIDE_STATES } from '../states/index.ts';

export { GUIDE_STATES, type GuideState } from '../states/index.ts';

export type PathPair = readonly [en: string, es: string];

/** Per-state guide routes; `{state}` is a state's guide slug (states/), the same in both languages. */
export const STATE_GUIDE_PATTERNS: readonly PathPair[] = [
  ['/guides/{state}-property-taxes-explained', '/es/guias-impuestos/entendiendo-impuestos-prediales-{state}'],
  ['/guides/{state}-property-tax-appeal', '/es/guias/como-protestar-impuestos-prediales-{state}'],
  ['/guides/{state}-property-tax-exemptions', '/es/guias/guia-exenciones-{state}'],
  ['/guides/{state}-tax-saving-strategies', '/es/guias/estrategias-ahorro-{state}'],
  ['/guides/{state}-county-tax-guide', '/es/guias/guia-condados-{state}'],
];

/** Exact pairs: the spec §2 table, the generic guides, and the product's own pages. */
export const STATIC_PATH_PAIRS: readonly PathPair[] = [
  // spec §2 table
  ['/', '/es'],
  ['/about', '/es/acerca-de'],
  ['/privacy-policy', '/es/politica-privacidad'],
  ['/terms-of-service', '/es/terminos-servicio'],
  ['/contact', '/es/contacto'],
  ['/faq', '/es/preguntas-frecuentes'],
  ['/tax-guides', '/es/guias-impuestos'],
  ['/how-it-works', '/es/como-funciona'],
  ['/disclaimer', '/es/aviso-legal'],
  ['/affiliate-disclosure', '/es/divulgacion-afiliados'],
  ['/guides/mello-roos-finder', '/es/guias/buscador-mello-roos'],
  ['/guides/county-assessor-directory', '/es/guias/directorio-asesores'],
  ['/guides/california-glossary', '/es/guias/glosario-california'],
  ['/guides/common-mistakes', '/es/guias/errores-comunes'],
  // generic guides (spec §2: "also map"; Spanish paths in the style of the state guides)
  ['/guides/understanding-property-taxes', '/es/guias/entendiendo-impuestos-prediales'],
  ['/guides/how-to-protest', '/es/guias/como-protestar'],
  ['/guides/exemptions-guide', '/es/guias/guia-exenciones'],
  ['/guides/tax-saving-strategies', '/es/guias/estrategias-ahorro'],
  ['/guides/county-guide', '/es/guias/guia-condados'],
  // product pages
  ['/calculator', '/es/calculadora'],
  ['/counties', '/es/condados'],
  ['/sources', '/es/fuentes'],
  ['/search', '/es/buscar'],
  ['/glossary', '/es/glosario'],
  ['/guides/texas-home-buyers-guide', '/es/guias/guia-compradores-texas'],
  ['/guides/florida-home-buyers-guide', '/es/guias/guia-compradores-florida'],
  ['/guides/california-home-buyers-guide', '/es/guias/guia-compradores-california'],
  ['/guides/new-york-home-buyers-guide', '/es/guias/guia-compradores-nueva-york'],
  ['/guides/texas-payment-guide', '/es/guias/guia-pagos-texas'],
  ['/guides/mud-pid-guide', '/es/guias/guia-mud-pid'],
  ['/guides/california-2025-updates', '/es/guias/actualizaciones-california-2025'],
  ['/guides/prop-13-calculator', '/es/guias/calculadora-prop-13'],
  ['/guides/florida-tax-shock-calculator', '/es/guias/calculadora-impacto-florida'],
  ['/guides/florida-save-our-homes', '/es/guias/florida-save-our-homes'],
];

/**
 * Prefix pairs: everything after the prefix is kept as it is (county slugs, state codes).
 * /county/<slug>, /county/<state>/<slug> ↔ /es/condado/…; /states/<code> ↔ /es/estados/<code>.
 */
export const PREFIX_PATH_PAIRS: readonly PathPair[] = [
  ['/county/', '/es/condado/'],
  ['/states/', '/es/estados/'],
];

/** Pages under a county page: /county/<slug>/districts ↔ /es/condado/<slug>/distritos. */
export const COUNTY_SUBPAGE_PAIRS: readonly PathPair[] = [['/districts', '/distritos']];

function renameTail(rest: string, from: 0 | 1): string {
  for (const pair of COUNTY_SUBPAGE_PAIRS) {
    const [a, b] = from === 0 ? pair : [pair[1], pair[0]];
    if (rest.endsWith(a)) return rest.slice(0, -a.length) + b;
  }
  return rest;
}

/** Every exact pair: the static pairs plus the state guide patterns expanded for each state. */
export const PATH_PAIRS: readonly PathPair[] = [
  ...STATIC_PATH_PAIRS,
  ...GUIDE_STATES.flatMap((state) =>
    STATE_GUIDE_PATTERNS.map(([en, es]): PathPair => [en.replace('{state}', state), es.replace('{state}', state)]),
  ),
];

const EN_TO_ES = new Map<string, string>(PATH_PAIRS.map(([en, es]) => [en, es]));
const ES_TO_EN = new Map<string, string>(PATH_PAIRS.map(([en, es]) => [es, en]));

// ── parsing ────────────────────────────────────────────────────────────────────────────────

interface PathParts {
  /** scheme://host of a full URL, else ''. */
  origin: string;
  /** '' or '/sub' (leading slash, no trailing slash). */
  base: string;
  /** Site-relative path: leading slash, no trailing slash unless it is '/'. */
  path: string;
  trailingSlash: boolean;
  /** '?…#…' as given, or ''. */
  suffix: string;
}

/** A base sub-path in the usual form, with leading and trailing slash: 'sub', '/sub' → '/sub/'; undefined, '' → '/'. */
export function normalizeBase(base?: string): string {
  const trimmed = (base ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The base as a prefix to put before a site path: '' or '/sub'. */
function basePrefix(base?: string): string {
  return normalizeBase(base).slice(0, -1);
}

function parse(input: string, base?: string): PathParts {
  let rest = input.trim();
  let origin = '';
  const originMatch = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(rest);
  if (originMatch) {
    origin = originMatch[0];
    rest = rest.slice(origin.length);
  }
  const cut = rest.search(/[?#]/);
  const suffix = cut >= 0 ? rest.slice(cut) : '';
  let path = cut >= 0 ? rest.slice(0, cut) : rest;
  if (!path.startsWith('/')) path = `/${path}`;

  const b = basePrefix(base);
  if (b && (path === b || path.startsWith(`${b}/`))) path = path.slice(b.length) || '/';

  const trailingSlash = path.length > 1 && path.endsWith('/');
  path = path.replace(/\/+$/, '') || '/';
  return { origin, base: b, path, trailingSlash, suffix };
}

function format(parts: PathParts, path: string): string {
  const withSlash = path !== '/' && parts.trailingSlash ? `${path}/` : path;
  const based = withSlash === '/' ? `${parts.base}/` : `${parts.base}${withSlash}`;
  return `${parts.origin}${based}${parts.suffix}`;
}

function isSpanish(path: string): boolean {
  return path === '/es' || path.startsWith('/es/');
}

// ── mapping of clean site-relative paths ───────────────────────────────────────────────────

function spanishOf(path: string): string {
  if (isSpanish(path)) return path;
  const exact = EN_TO_ES.get(path);
  if (exact) return exact;
  for (const [en, es] of PREFIX_PATH_PAIRS) {
    if (path.startsWith(en) && path.length > en.length) return es + renameTail(path.slice(en.length), 0);
  }
  return `/es${path}`;
}

function englishOf(path: string): string {
  if (!isSpanish(path)) return path;
  const exact = ES_TO_EN.get(path);
  if (exact) return exact;
  for (const [en, es] of PREFIX_PATH_PAIRS) {
    if (path.startsWith(es) && path.length > es.length) return en + renameTail(path.slice(es.length), 1);
  }
  return path.slice('/es'.length) || '/';
}

// ── public API ─────────────────────────────────────────────────────────────────────────────

/** The Spanish path of `path` (English or already Spanish). `toSpanishPath('/about')` → '/es/acerca-de'. */
export function toSpanishPath(path: string, base?: string): string {
  const parts = parse(path, base);
  return format(parts, spanishOf(parts.path));
}

/**
 * The English path of `path` (Spanish or already English). `toEnglishPath('/es/condado/harris')` → '/county/harris'.
 */
export function toEnglishPath(path: string, base?: string): string {
  const parts = parse(path, base);
  return format(parts, englishOf(parts.path));
}

/**
 * The path of the same page in `toLang`. `switchLanguagePath('/sub/county/harris', 'es', '/sub/')` →
 * '/sub/es/condado/harris'.
 */
export function switchLanguagePath(path: string, toLang: Lang, base?: string): string {
  return toLang === 'es' ? toSpanishPath(path, base) : toEnglishPath(path, base);
}

/** The path of an English route in `lang` (for links: `localizePath('/faq', 'es')` → '/es/preguntas-frecuentes'). */
export function localizePath(englishPath: string, lang: Lang, base?: string): string {
  return switchLanguagePath(englishPath, lang, base);
}

/** Both language versions of a page, for hreflang alternates and the language switch. */
export function alternatePaths(path: string, base?: string): Record<Lang, string> {
  return { en: toEnglishPath(path, base), es: toSpanishPath(path, base) };
}

/** 'es' when the path (after the base) is /es or starts with /es/, else 'en'. */
export function langOfPath(path: string, base?: string): Lang {
  return isSpanish(parse(path, base).path) ? 'es' : 'en';
}

function segments(path: string): string[] {
  return parse(path).path.split('/').filter(Boolean);
}

/** A calculator page: a path segment /calculator or /calculadora (not guides such as /guides/prop-13-calculator). */
export function isCalculatorPath(path: string): boolean {
  return segments(path).some((s) => s === 'calculator' || s === 'calculadora');
}

/** A county page: the path contains /county/ or /condado/ followed by a slug. */
export function isCountyPath(path: string): boolean {
  const segs = segments(path);
  return segs.some((s, i) => (s === 'county' || s === 'condado') && i < segs.length - 1);
}

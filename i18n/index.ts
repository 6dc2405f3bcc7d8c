// Translators built on i18next: one dedicated, synchronously initialised instance per language
// and state pack, so server rendering and hydration give the same text.
//
// Lookup order (spec §4): current-language base → state pack → English base → the key itself.
// Because the base comes first, a state pack only supplies keys the base tables do not have:
// its `local.` keys (states/types.ts, LocalWords). The base tables are the shared ones with
// every state's other words placed in them (state-words.ts).
//
// Browser-safe: no Node imports.

import i18next, { type i18n as I18n } from 'i18next';
import type { Lang, Variant } from '../schema/codes.ts';
import { en } from './strings/en.ts';
import { es } from './strings/es.ts';
import type { LeafPaths, StringTree } from './strings/types.ts';
import { spanishJoins, spanishPlaceVars } from './place-names.ts';
export { spanishJoins, spanishPlaceVars } from './place-names.ts';
import { STATES, stateModule, type LocalWords } from '../states/index.ts';
import { withStateWords } from './state-words.ts';

export type { StringTree } from './strings/types.ts';
export * from './paths.ts';
export * from './format.ts';

/** Base tables by language: the shared tables and every state's own words. */
export const BASE_STRINGS: Record<Lang, StringTree> = {
  en: withStateWords(en, 'en', Object.values(STATES)),
  es: withStateWords(es, 'es', Object.values(STATES)),
};

/** Keys of the shared tables ('calculator.homeValue', …) and of the state packs ('local.countyOffice', …). */
export type StringKey = LeafPaths<typeof en> | LeafPaths<{ local: LocalWords }>;

export type Vars = Record<string, string | number>;

/** Looks up `key` and fills {{placeholders}} from `vars`. Never throws; unknown keys come back as the key. */
export type TFunction = (key: string, vars?: Vars) => string;

export type Translator = TFunction & {
  /** The function itself, for callers that prefer `translator.t(key)` or pass `t` around. */
  readonly t: TFunction;
  readonly lang: Lang;
  /** true when some layer (base, pack, English) has the key. */
  has(key: string): boolean;
};

/** The layers of one translator, in lookup order. */
export interface TranslatorLayers {
  /** Base table of the current language. */
  current: StringTree;
  /** State pack of the current language, if any. */
  pack?: StringTree;
  /** English base table (the last table before the key itself). */
  english: StringTree;
}

const packs = new Map<string, StringTree>();

/**
 * The state pack a variant uses: its state's `local.` words. The hub has none: its pages name no state's offices, and a
 * `local.` key there would come back as the key itself.
 */
export function statePackFor(variant: Variant, lang: Lang): StringTree | undefined {
  if (variant === 'hub') return undefined;
  const id = `${variant}|${lang}`;
  let pack = packs.get(id);
  if (!pack) packs.set(id, (pack = { local: { ...stateModule(variant).strings[lang].local } }));
  return pack;
}

/** Replaces {{name}} (spaces allowed inside the braces) with vars[name]; unknown names stay as they are. */
export function interpolate(template: string, vars?: Vars): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(vars, name) ? String(vars[name]) : whole,
  );
}

/**
 * A translator over explicit layers (tests, or a state pack loaded at run time). `interpolation: 'i18next'` fills
 * every placeholder through i18next (the reference the compiled templates are tested against).
 */
export function createTranslatorFrom(
  lang: Lang,
  layers: TranslatorLayers,
  options: { interpolation?: 'compiled' | 'i18next' } = {},
): Translator {
  const currentCode = lang;
  const packCode = `${lang}-x-pack`;
  // The English layer needs its own code even when the current language is English, so that
  // a caller's `current` and `english` tables stay separate.
  const englishCode = lang === 'en' ? 'en-x-base' : 'en';

  const resources: Record<string, { translation: StringTree }> = {
    [currentCode]: { translation: layers.current },
    [englishCode]: { translation: layers.english },
  };
  if (layers.pack) resources[packCode] = { translation: layers.pack };

  const instance: I18n = i18next.createInstance();
  void instance.init({
    lng: currentCode,
    fallbackLng: layers.pack ? [packCode, englishCode] : [englishCode],
    resources,
    initAsync: false,
    defaultNS: 'translation',
    ns: ['translation'],
    keySeparator: '.',
    nsSeparator: false,
    interpolation: { escapeValue: false }, // React escapes; the strings are plain text
    returnNull: false,
    returnEmptyString: false,
    returnObjects: false,
    // A key that names a group rather than a text falls through to the key itself.
    returnedObjectHandler: (key: string) => key,
  });

  // A build asks for the same keys thousands of times: each key's text is looked up once (the
  // layers never change after init) and compiled into a function that fills its placeholders.
  const tables = [layers.current, layers.pack, layers.english].filter((x): x is StringTree => x !== undefined);
  const direct = options.interpolation !== 'i18next' && tables.every(dotless);
  const plain = new Map<string, string>();
  const filled = new Map<string, Fill>();
  const viaI18next =
    (key: string): Fill =>
    (vars) => {
      const out: unknown = instance.t(key, { replace: vars });
      return typeof out === 'string' ? out : key;
    };
  const fillOf = (key: string): Fill => {
    let fill = filled.get(key);
    if (fill === undefined) {
      const template = (direct ? writtenText(tables, key) : undefined) ?? String(instance.t(key));
      const compiled = options.interpolation === 'i18next' ? null : compileTemplate(template);
      fill = compiled ?? viaI18next(key);
      if (lang === 'es') {
        const inner = fill;
        fill = (vars) => spanishJoins(inner(spanishPlaceVars(vars, template)), template);
      }
      filled.set(key, fill);
    }
    return fill;
  };
  const t = (key: string, vars?: Vars): string => {
    if (vars === undefined) {
      let text = plain.get(key);
      if (text === undefined) {
        const out: unknown = (direct ? writtenText(tables, key) : undefined) ?? instance.t(key, {});
        plain.set(key, (text = typeof out === 'string' ? out : key));
      }
      return text;
    }
    // Variables are filled as plain replacements, so that names such as count, lng or context
    // keep their plain meaning instead of switching i18next features on.
    return fillOf(key)(vars);
  };
  return Object.assign(t, {
    t,
    lang,
    has: (key: string) => instance.exists(key),
  });
}

type Fill = (vars: Vars) => string;

/**
 * The text `key` names in the first of `tables` holding one (an empty text falls through to the next, as i18next's
 * returnEmptyString: false has it), where i18next gives it back as written: a text without nesting, whose
 * placeholders i18next leaves as written when given no values. Undefined for anything else (a group, a key no table
 * holds, a nested text), which i18next answers. i18next's first lookup of
 * each key cost the build of one county page (the calculator's words, in two languages) a twentieth of a second.
 */
function writtenText(tables: readonly StringTree[], key: string): string | undefined {
  const parts = key.split('.');
  for (const table of tables) {
    let node: unknown = table;
    for (const part of parts) {
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) {
        node = undefined;
        break;
      }
      node = (node as Record<string, unknown>)[part];
    }
    if (node === undefined || node === '') continue;
    if (typeof node !== 'string' || node.includes('$t(')) return undefined;
    return node;
  }
  return undefined;
}

const dotlessTables = new WeakMap<StringTree, boolean>();

/**
 * Whether no key of `tree` holds a dot: i18next also reads a key as written ("a.b" in one table), which the walk of
 * writtenText would miss, so such tables are left to i18next.
 */
function dotless(tree: StringTree): boolean {
  let known = dotlessTables.get(tree);
  if (known === undefined) {
    known = Object.entries(tree).every(([k, v]) => !k.includes('.') && (typeof v === 'string' || dotless(v)));
    dotlessTables.set(tree, known);
  }
  return known;
}

/**
 * A text's placeholders as a function: literal parts and `{{name}}` slots, filled as i18next fills them (a missing
 * variable leaves its placeholder as written). Null for what i18next does beyond that (formats, nesting, paths):
 * such texts go through i18next.
 */
export function compileTemplate(template: string): Fill | null {
  if (template.includes('$t(')) return null;
  const parts = template.split(/\{\{(.+?)\}\}/);
  if (parts.length === 1) return () => template;
  const names: string[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const name = parts[i]!.trim();
    if (!/^[\w-]+$/.test(name) || name.startsWith('-')) return null;
    names.push(name);
  }
  return (vars) => {
    let out = parts[0]!;
    for (let i = 1; i < parts.length; i += 2) {
      const name = names[(i - 1) / 2]!;
      const value = Object.prototype.hasOwnProperty.call(vars, name) ? vars[name] : undefined;
      out += value === undefined ? `{{${parts[i]!}}}` : String(value);
      out += parts[i + 1]!;
    }
    return out;
  };
}

const cache = new Map<string, Translator>();
const objectCache = new WeakMap<StringTree, Map<Lang, Translator>>();

/**
 * The translator for a language and a state pack. `statePack` is a variant (its state's pack; the
 * hub has none), a pack table loaded elsewhere, undefined (as for the hub) or null (no pack: `local.`
 * keys then come back as the key itself, the spec's behaviour when a pack fails to load).
 */
export function createTranslator(lang: Lang, statePack?: Variant | StringTree | null): Translator {
  const english = BASE_STRINGS.en;
  const current = BASE_STRINGS[lang];
  if (statePack && typeof statePack === 'object') {
    let byLang = objectCache.get(statePack);
    if (!byLang) objectCache.set(statePack, (byLang = new Map()));
    let tr = byLang.get(lang);
    if (!tr) byLang.set(lang, (tr = createTranslatorFrom(lang, { current, pack: statePack, english })));
    return tr;
  }
  const cacheKey = `${lang}|${statePack === null ? 'none' : (statePack ?? 'hub')}`;
  let tr = cache.get(cacheKey);
  if (!tr) {
    const pack = statePack === null ? undefined : statePackFor(statePack ?? 'hub', lang);
    tr = createTranslatorFrom(lang, { current, pack, english });
    cache.set(cacheKey, tr);
  }
  return tr;
}

/** Every leaf key of a table, as dot paths, sorted. */
export function leafKeys(tree: StringTree, prefix = ''): string[] {
  const keys: string[] = [];
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') keys.push(prefix + k);
    else keys.push(...leafKeys(v, `${prefix}${k}.`));
  }
  return keys.sort();
}

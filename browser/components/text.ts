// Islands get their text already translated, as a flat key → template table, so the browser
// bundle carries neither i18next nor both languages.
import { spanishJoins, spanishPlaceVars } from '../../i18n/place-names.ts';

export type TextTable = Readonly<Record<string, string>>;

export function fill(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** The table's language travels under this key, so Spanish texts put place names in the Spanish way. */
const LANG_KEY = '@lang';

export function textTable(keys: readonly string[], t: (key: string) => string, lang?: string): TextTable {
  return Object.fromEntries([...keys.map((k) => [k, t(k)]), ...(lang ? [[LANG_KEY, lang]] : [])]);
}

/** A lookup over a text table; an unknown key comes back as itself (spec §4's last fallback). */
export function lookup(table: TextTable): (key: string, vars?: Record<string, string | number>) => string {
  if (table[LANG_KEY] !== 'es') return (key, vars) => fill(table[key] ?? key, vars);
  return (key, vars) => {
    const template = table[key] ?? key;
    return vars ? spanishJoins(fill(template, spanishPlaceVars(vars, template)), template) : template;
  };
}

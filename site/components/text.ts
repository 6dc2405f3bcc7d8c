// Islands get their text already translated, as a flat key → template table, so the browser
// bundle carries neither i18next nor both languages.
export type TextTable = Readonly<Record<string, string>>;

export function fill(template: string, vars?: Record<string, string | number>): string {
  if (!vars) return template;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

export function textTable(keys: readonly string[], t: (key: string) => string): TextTable {
  return Object.fromEntries(keys.map((k) => [k, t(k)]));
}

/** A lookup over a text table; an unknown key comes back as itself (spec §4's last fallback). */
export function lookup(table: TextTable): (key: string, vars?: Record<string, string | number>) => string {
  return (key, vars) => fill(table[key] ?? key, vars);
}

// An island's words: the string groups it uses, resolved in the page's language into one flat
// table. Server side only: it reads the full string tables, which the browser bundles never carry.
import { leafKeys, BASE_STRINGS } from '../../i18n/index.ts';
import type { PageContext } from './page-context.ts';
import { type TextTable, textTable } from './text.ts';

const ALL_KEYS = leafKeys(BASE_STRINGS.en);
/** Per translator (one per site and language in a build), the table of each group list: thousands of pages share it. */
const tables = new WeakMap<PageContext['t'], Map<string, TextTable>>();

/** Resolved text of the groups an island uses, in the page's language. */
export function groupText(ctx: PageContext, groups: readonly string[]): TextTable {
  const byGroups = tables.get(ctx.t) ?? new Map<string, TextTable>();
  tables.set(ctx.t, byGroups);
  const id = `${ctx.lang}|${groups.join(',')}`;
  let table = byGroups.get(id);
  if (!table) {
    const keys = ALL_KEYS.filter((k) => groups.some((g) => k.startsWith(g)));
    table = textTable(keys, (k) => ctx.t(k), ctx.lang);
    byGroups.set(id, table);
  }
  return table;
}

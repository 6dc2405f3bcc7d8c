// What a page reads of the site's data, for the build to skip a page whose data is unchanged (the
// generator's read-tracking.ts notes each read through a proxy of the data). A computation memoised
// across pages notes its reads once, when it runs; `memoised` keeps them with its result and notes
// them again for each later page that takes the result, so no page can lose a read to a memo.
const open: string[][] = [];

/** Joins a key's parts; no part of the data's keys (slugs, FIPS codes, ZIP codes, ids) holds it. */
export const SEP = '\u001f';

/** More reads than this under one table: the reads are kept as the table itself. */
const WHOLE_OVER = 64;

/**
 * Reads as they are kept: sorted, and a table read in more than WHOLE_OVER places kept whole (its key is the part of
 * its records' keys before the last SEP). A key that is a whole table already (a memo's settled reads, noted again)
 * covers the keys under it too.
 */
export function settledReads(reads: Iterable<string>): string[] {
  const unique = new Set(reads);
  // Most pages read fewer records than any table is kept whole for.
  if (unique.size <= WHOLE_OVER) return uncovered([...unique], unique).sort();
  const byTable = new Map<string, string[]>();
  for (const key of unique) {
    const cut = key.lastIndexOf(SEP);
    const table = cut < 0 ? '' : key.slice(0, cut);
    const list = byTable.get(table);
    if (list) list.push(key);
    else byTable.set(table, [key]);
  }
  const kept = new Set<string>();
  for (const [table, keys] of byTable)
    if (table && keys.length > WHOLE_OVER) kept.add(table);
    else for (const key of keys) kept.add(key);
  return uncovered([...kept], kept).sort();
}

/** The keys none of whose tables (the parts before each SEP) is itself in `whole`. */
function uncovered(keys: string[], whole: ReadonlySet<string>): string[] {
  return keys.filter((key) => {
    for (let cut = key.lastIndexOf(SEP); cut > 0; cut = key.lastIndexOf(SEP, cut - 1))
      if (whole.has(key.slice(0, cut))) return false;
    return true;
  });
}

/** Where a tracked table answers a lookup itself (generator/read-tracking.ts): the records whose `field` is `value`. */
export const LOOKUP = Symbol.for('tracked table lookup');
type Lookup = (field: string, value: string) => readonly unknown[];

/**
 * The records of `list` whose `field` is `value`. A tracked table notes that one lookup, not every record scanned;
 * any other list is indexed once per list and field.
 */
export function recordsBy<T>(list: readonly T[], field: keyof T & string, value: string): readonly T[] {
  const tracked = (list as unknown as { [LOOKUP]?: Lookup })[LOOKUP];
  if (tracked) return tracked(field, value) as readonly T[];
  let byField = indexes.get(list);
  if (!byField) indexes.set(list, (byField = new Map()));
  let index = byField.get(field);
  if (!index) {
    index = new Map();
    for (const item of list) {
      const k = String(item[field]);
      const same = index.get(k);
      if (same) same.push(item);
      else index.set(k, [item]);
    }
    byField.set(field, index);
  }
  return (index.get(value) ?? []) as readonly T[];
}
const indexes = new WeakMap<readonly unknown[], Map<string, Map<string, unknown[]>>>();

/** Notes that the running page (or memoised computation) read `key`; nothing when no page is being read. */
export function noteRead(key: string): void {
  open[open.length - 1]?.push(key);
}

/** Where the running collection is: with readsSince, what a part of the work read (-1 when nothing collects). */
export function readMark(): number {
  return open[open.length - 1]?.length ?? -1;
}

/** What the running collection noted since `mark`. */
export function readsSince(mark: number): string[] {
  const top = open[open.length - 1];
  return top && mark >= 0 ? top.slice(mark) : [];
}

/** Runs `make`, collecting what it reads (a key may come more than once); noted for the enclosing collection too. */
export function collectReads<T>(make: () => T): { value: T; reads: readonly string[] } {
  const log: string[] = [];
  open.push(log);
  try {
    return { value: make(), reads: log };
  } finally {
    open.pop();
    const outer = open[open.length - 1];
    if (outer) for (const key of log) outer.push(key);
  }
}

/** A memo's entry: the result and the reads that made it. */
export interface Memoised<V> {
  value: V;
  reads: readonly string[];
}

/** The memo's result for `key`, made by `make` the first time; either way its reads are noted. */
export function memoised<K extends object, V>(memo: WeakMap<K, Memoised<V>>, key: K, make: () => V): V {
  const hit = memo.get(key);
  if (hit) {
    for (const read of hit.reads) noteRead(read);
    return hit.value;
  }
  const { value, reads } = collectReads(make);
  memo.set(key, { value, reads: settledReads(reads) });
  return value;
}

/** Where a tracked table works out one of its figures itself (generator/read-tracking.ts). */
export const FIGURE = Symbol.for('tracked table figure');
type Figure = (name: string, arg: string) => unknown;
const makers = new Map<string, (table: never, arg: string) => unknown>();

/**
 * A figure of a whole table (a state's median rate), named once at load: a page that shows it reads the figure, not
 * every record of the table, so a record that changes without changing the figure leaves the page as it was. It is
 * worked out once per table and argument.
 */
export function tableFigure<T extends object, V>(name: string, make: (table: T, arg: string) => V) {
  if (makers.has(name)) throw new Error(`a table figure named ${name} is made twice`);
  if (name.includes(':')) throw new Error(`a table figure's name holds no colon: ${name}`);
  makers.set(name, make as (table: never, arg: string) => unknown);
  const memo = new WeakMap<T, Map<string, V>>();
  return (table: T, arg = ''): V => {
    const tracked = (table as { [FIGURE]?: Figure })[FIGURE];
    if (tracked) return tracked(name, arg) as V;
    let byArg = memo.get(table);
    if (!byArg) memo.set(table, (byArg = new Map()));
    if (!byArg.has(arg)) byArg.set(arg, make(table, arg));
    return byArg.get(arg)!;
  };
}

/** The figure `name` of `table` as its maker works it out (undefined for a name no module made). */
export function figureOf(name: string, table: object, arg: string): unknown {
  const make = makers.get(name);
  return make ? make(table as never, arg) : undefined;
}

// What a page reads of the site's data, so that a later build can skip a page whose data is
// unchanged without building its element tree. The pages get the data through proxies that note
// each record they read (engine/reads.ts); a record is a leaf at a depth set per part of the data
// (a county of a state's table, one county's units, one ZIP, one sourced constant). A page that
// walks most of a table notes the table whole. The proxies are made once per build, so memos keyed
// by a table keep working, and engine/reads.ts notes a memo's reads for every page that takes it.
import { FIGURE, LOOKUP, SEP, figureOf, noteRead } from '../engine/reads.ts';

export { SEP, settledReads } from '../engine/reads.ts';

/** How many levels of each part of the data are looked through before a value counts as one record. */
const LEVELS: Record<string, number> = {
  national: 1, // national/<index>: one county of the Census table
  nycRates: 1,
  states: 3, // states/<code>/counties/<index>: one county's rate record
  units: 3, // units/<code>/counties/<fips>: one county's taxing units
  zips: 3, // zips/<code>/zips/<zip>
  history: 3, // history/<scope>/counties/<fips>
  content: 3,
  facts: 2,
  constants: 2,
  allZips: 2,
  maps: 2, // maps/neighbours/<fips>
};

/** A tracked view of `data` for one build: every page reads through it, the proxies are shared by all pages. */
export function trackedData<T extends object>(data: T): T {
  // One proxy per path, made once per build: memos keyed by a table keep working, and an object reached by two paths
  // (which may part later) notes each path it was read by.
  const made = new Map<string, object>();
  const view = (target: object, path: string, levels: number): object => {
    let proxy = made.get(path);
    if (proxy) return proxy;
    // One string per key read under this path, made once: a page notes thousands of reads (a state's page, a county's
    // every field), and the same string each time is hashed once when the reads are settled, not once per page.
    const keys = new Map<string | symbol, string>();
    const at = (key: string | symbol): string => {
      let full = keys.get(key);
      if (full === undefined) keys.set(key, (full = `${path}${SEP}${String(key)}`));
      return full;
    };
    // A lookup by a field notes one key, whose value is the records found (valueAt reads it back).
    const lookup = (field: string, value: string): readonly unknown[] => {
      if (!/^\w+$/.test(field)) throw new Error(`read-tracking: a lookup field must be a plain name, not ${field}`);
      noteRead(at(`{${field}=${value}}`));
      // The key covers the records found whole: they are given as they are.
      return indexed(target as unknown[], field).get(value) ?? [];
    };
    // A figure of the table notes one key, whose value is the figure (valueAt works it out again).
    const figures = new Map<string, unknown>();
    const figure = (name: string, arg: string): unknown => {
      const key = `{=${name}:${arg}}`;
      noteRead(at(key));
      if (!figures.has(key)) figures.set(key, figureOf(name, target, arg));
      return figures.get(key);
    };
    proxy = new Proxy(target, {
      get(obj, key, receiver) {
        if (key === LOOKUP) return Array.isArray(obj) ? lookup : undefined;
        if (key === FIGURE) return figure;
        const value = Reflect.get(obj, key, receiver);
        // Methods and the like come from the prototype: they are code, not data.
        if (typeof key === 'symbol' || !Object.hasOwn(obj, key)) {
          if (typeof key !== 'symbol' && value === undefined) noteRead(at(key));
          return value;
        }
        if (value !== null && typeof value === 'object' && levels > 1) return view(value, at(key), levels - 1);
        noteRead(at(key));
        return value;
      },
      has(obj, key) {
        if (typeof key !== 'symbol') noteRead(at(key));
        return Reflect.has(obj, key);
      },
      ownKeys(obj) {
        noteRead(at('{keys}'));
        return Reflect.ownKeys(obj);
      },
      getOwnPropertyDescriptor(obj, key) {
        if (typeof key !== 'symbol') noteRead(at(key));
        return Reflect.getOwnPropertyDescriptor(obj, key);
      },
    });
    made.set(path, proxy);
    return proxy;
  };
  const top = (field: string): number => LEVELS[field] ?? 0;
  return new Proxy(data, {
    get(obj, key, receiver) {
      const value = Reflect.get(obj, key, receiver);
      if (typeof key === 'symbol') return value;
      // A part the data lacks is read too: it may be there next time.
      if (!Object.hasOwn(obj, key)) {
        if (value === undefined) noteRead(key);
        return value;
      }
      if (value !== null && typeof value === 'object' && top(key) > 0) return view(value, key, top(key));
      noteRead(key);
      return value;
    },
    has(obj, key) {
      if (typeof key !== 'symbol') noteRead(key);
      return Reflect.has(obj, key);
    },
    ownKeys(obj) {
      noteRead('{keys}');
      return Reflect.ownKeys(obj);
    },
    getOwnPropertyDescriptor(obj, key) {
      if (typeof key !== 'symbol') noteRead(key);
      return Reflect.getOwnPropertyDescriptor(obj, key);
    },
  });
}

const indexes = new WeakMap<readonly unknown[], Map<string, Map<string, unknown[]>>>();

/** The records of `list` by the text of their `field`, indexed once per list and field. */
function indexed(list: readonly unknown[], field: string): Map<string, unknown[]> {
  let byField = indexes.get(list);
  if (!byField) indexes.set(list, (byField = new Map()));
  let index = byField.get(field);
  if (!index) {
    index = new Map();
    for (const item of list) {
      const k = String((item as Record<string, unknown>)[field]);
      const same = index.get(k);
      if (same) same.push(item);
      else index.set(k, [item]);
    }
    byField.set(field, index);
  }
  return index;
}

/** The value a key names in the data (a table's `{keys}`: its keys in order), undefined where there is none. */
export function valueAt(data: object, key: string): unknown {
  let value: unknown = data;
  for (const part of key.split(SEP)) {
    if (value === null || typeof value !== 'object') return undefined;
    if (part === '{keys}') value = Object.keys(value);
    else if (part.startsWith('{')) {
      // A figure's name holds no colon (its argument may); a lookup's field is a plain name (both checked when noted).
      const fig = /^\{=([^:]*):(.*)\}$/s.exec(part);
      const by = /^\{(\w+)=(.*)\}$/s.exec(part);
      if (fig) value = figureOf(fig[1]!, value, fig[2]!);
      else if (by) value = Array.isArray(value) ? (indexed(value, by[1]!).get(by[2]!) ?? []) : undefined;
      else throw new Error(`read-tracking: a key part it cannot read back: ${part}`);
    } else value = (value as Record<string, unknown>)[part];
  }
  return value;
}

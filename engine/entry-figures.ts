// A figure of one entry of a table read entry by entry (a county's units, in a state's units file), kept by the digest
// of that entry's text. After one unit's rate, a build of Texas's site needs, of every county, whether it has a page of
// districts and its municipal utility districts' rates; worked out from the data, that parsed all 254 counties' units
// where one had changed. Kept by each county's digest, only the changed county is parsed. An entry's digest is that
// of its bytes as the file holds them, and a figure a function of those bytes and of the code: the build keeps the
// figures in its cache by code, and takes them back only from a cache made by the same code.
import { SEP } from './reads.ts';

/** A table's entries' digests by key, where the table was read from a file's bytes entry by entry. */
const digestsOf = new WeakMap<object, Readonly<Record<string, string>>>();

/** Notes the digests of `table`'s entries (their text's, as entry-digests.ts makes them). */
export function noteEntryDigests(table: object, digests: Readonly<Record<string, string>>): void {
  digestsOf.set(table, digests);
}

/** What this process worked out or took back, by figure name and entry digest. */
const known = new Map<string, unknown>();
/** The keys the running build used, for its cache to keep: none while no build collects them. */
let used: Set<string> | null = null;
let madeNow = 0;

const names = new Set<string>();

/**
 * A figure of one entry of a table (`make` of the entry's value), worked out once per entry digest, and taken from the
 * build's cache while the entry's text is as it was. A table read otherwise (a test's data, a tracked copy) has its
 * figure worked out each time. A figure is plain data (JSON), read only.
 */
export function entryFigure<E, V>(
  name: string,
  make: (entry: E | undefined) => V,
): (table: Readonly<Record<string, E>>, key: string) => V {
  if (names.has(name)) throw new Error(`an entry figure named ${name} is made twice`);
  names.add(name);
  return (table, key) => {
    const digest = digestsOf.get(table)?.[key];
    if (digest === undefined) return make(Object.hasOwn(table, key) ? table[key] : undefined);
    const id = `${name}${SEP}${digest}`;
    used?.add(id);
    if (known.has(id)) return known.get(id) as V;
    const value = make(table[key]);
    known.set(id, value);
    madeNow += 1;
    return value;
  };
}

/** The entry figures one build used: seeded from its last cache (same code), and what its cache is to keep. */
export interface EntryFigureRecord {
  /** The figures used since `collectEntryFigures`, by key, in key order. */
  stored(): Record<string, unknown>;
  /** Whether stored() is what `prev` held: nothing worked out now, and every figure it held used. */
  asStored(): boolean;
  /** Stops collecting. */
  stop(): void;
}

/**
 * Takes back `prev` (what the last build's cache kept, made by the same code) and collects, until stop(), the entry
 * figures used: a build of one site at a time, on this thread.
 */
export function collectEntryFigures(prev: Readonly<Record<string, unknown>> | undefined): EntryFigureRecord {
  for (const [id, value] of Object.entries(prev ?? {})) if (!known.has(id)) known.set(id, value);
  const mine = new Set<string>();
  used = mine;
  const startMade = madeNow;
  return {
    stored() {
      const out: Record<string, unknown> = {};
      for (const id of [...mine].sort()) out[id] = known.get(id);
      return out;
    },
    asStored() {
      const before = Object.keys(prev ?? {});
      return madeNow === startMade && before.length === mine.size && before.every((id) => mine.has(id));
    },
    stop() {
      if (used === mine) used = null;
    },
  };
}

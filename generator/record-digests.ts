// A page or data file is kept when the records it read have the digests they had (read-tracking.ts). Working those
// digests out again is most of what a build that changed one record does: 11,000 records fingerprinted for the hub
// alone. A record is a part of one file of generated/, so while that file's bytes and the code are the same, so is
// its digest: the build cache keeps each record's digest with the digest of its file's bytes, and a later build takes
// it from there instead of walking the record again.
//
// The file digests come from the reader that parsed the files (data.ts, dataSources); site data that did not come
// straight from disk (a test's changed copy) has none, and every digest is made afresh, as before.
import { SEP } from '../engine/reads.ts';
import { type Fingerprint, fingerprinter } from './fingerprint.ts';
import { valueAt } from './read-tracking.ts';

/** What the build cache keeps: each record's digest, and the digest of the bytes of the file it was read from. */
export interface StoredDigests {
  /** generated/ file → sha256 of its bytes when the digests below were made. */
  files: Record<string, string>;
  /** Read key (read-tracking.ts) → the record's digest. */
  keys: Record<string, string>;
}

/** The parts of the site data that are one file each, and those that are one file per scope (state, us …). */
const ONE_FILE: Readonly<Record<string, string>> = {
  product: 'generated/product.json',
  national: 'generated/rates/us.json',
  hub: 'generated/config/hub.json',
  nycRates: 'generated/nyc/class-rates.json',
  zipCounties: 'generated/ca-zip-counties.json',
  allZips: 'generated/zip-counties.json',
};
const PER_SCOPE: Readonly<Record<string, string>> = {
  states: 'rates',
  configs: 'config',
  facts: 'facts',
  constants: 'constants',
  content: 'content',
  history: 'history',
  units: 'units',
  zips: 'zips',
};

/**
 * What the maps' shapes come from: the boundary file, whose version the lockfile holds, so the code hash covers it.
 * Their digests hold while the code does (stored digests are taken only from a build with the same code and base).
 */
const CODE = '(code)';

/**
 * The file of generated/ a read key's value comes from, as data.ts reads it (siteDataFrom); null for a key that spans
 * files (`states` whole, the list of states). The maps (maps.ts) are made from the boundary file, and the hub's
 * national map from the national table too.
 */
export function sourceOf(key: string): string | null {
  const [top = '', scope] = key.split(SEP, 2);
  if (top === 'maps')
    return scope === undefined || !/^[a-z]/.test(scope) || scope.startsWith('nation') ? ONE_FILE.national! : CODE;
  if (Object.hasOwn(ONE_FILE, top)) return ONE_FILE[top]!;
  if (!Object.hasOwn(PER_SCOPE, top) || scope === undefined || !/^[a-z]+$/.test(scope)) return null;
  return `generated/${PER_SCOPE[top]}/${scope}.json`;
}

/** An entry's name beside the files' (no file of generated/ has a '#'). */
const entryName = (file: string, entry: string): string => `${file}#${entry}`;

/** The county of a key within one county's units (units/<state>/counties/<fips>); null for any other key. */
function entryOf(key: string): string | null {
  const [top, , container, entry, ...more] = key.split(SEP);
  return top === 'units' && container === 'counties' && entry !== undefined && more.length === 0 && /^\d+$/.test(entry)
    ? entry
    : null;
}

/** A record's digest by its read key; `kept`: whether each of `keys` has the digest the last build stored for it. */
export interface Digester {
  (key: string): string;
  kept(keys: readonly string[]): boolean;
}

/**
 * A record's digest by its key: one known (stored by an earlier build for the same file bytes) or made now from
 * `data` (once), and then put in `made` (which its owner may empty once it has taken them). Digesters that share
 * `made` must be over the same records.
 */
export function digester(
  data: object,
  known: ReadonlyMap<string, string>,
  made: Map<string, string>,
  /** The caller's own: a record its pages' trees also hold is then walked and remembered once. */
  fingerprint: Fingerprint = fingerprinter(),
): Digester {
  const own = new Map<string, string>();
  const digestOf = (key: string): string => {
    let d = known.get(key) ?? own.get(key);
    if (d === undefined) {
      // Made already by another digester over the same records (the data files', before the pages'), unless taken.
      d = made.get(key) ?? fingerprint(valueAt(data, key));
      own.set(key, d);
      made.set(key, d);
    }
    return d;
  };
  return Object.assign(digestOf, { kept: (keys: readonly string[]) => keys.every((key) => known.has(key)) });
}

export interface RecordDigests {
  /** The digests stored by the last build whose files have the same bytes now: what a worker is given. */
  known: ReadonlyMap<string, string>;
  /** A digester over `data` (the site, or the pages' data: the same records), with the caller's fingerprinter. */
  over(data: object, fingerprint?: Fingerprint): Digester;
  /** Digests a worker made. */
  add(made: Iterable<[string, string]>): void;
  /** What the cache keeps for the next build; undefined when the files the data came from are not known. */
  stored(): StoredDigests | undefined;
  /** How many records' digests were taken from the last build, and how many made now (of those it can keep). */
  counts(): { kept: number; made: number };
  /** Whether what stored() gives is what the last build stored: every digest it stored taken, none made. */
  asStored(): boolean;
}

/**
 * This build's record digests. `prev`: what the last build stored (only with the same code and base); `read`: the
 * digest of each file's bytes the data was read from (data.ts), absent for data that did not come from disk as it is.
 */
export function recordDigests(
  prev: StoredDigests | undefined,
  read: Readonly<Record<string, string>> | undefined,
  /**
   * Of files read already, the digest of each entry's text (data.ts dataEntries: each county's units): a record of one
   * entry goes by that, not by the whole file, so one county's change leaves the others' digests as stored.
   */
  entries?: ReadonlyMap<string, Readonly<Record<string, string>>>,
): RecordDigests {
  const sources: Record<string, string> | undefined = read && { ...read, [CODE]: '' };
  const split = new Set<string>();
  if (sources)
    for (const [file, digests] of entries ?? [])
      if (Object.hasOwn(sources, file)) {
        split.add(file);
        for (const [entry, digest] of Object.entries(digests)) sources[entryName(file, entry)] = digest;
      }
  const fileOf = (key: string): string | null => {
    const file = sourceOf(key);
    if (file === null || sources === undefined || !Object.hasOwn(sources, file)) return null;
    if (!split.has(file)) return file;
    const entry = entryOf(key);
    return entry !== null && Object.hasOwn(sources, entryName(file, entry)) ? entryName(file, entry) : file;
  };
  const known = new Map<string, string>();
  if (prev && sources)
    for (const [key, digest] of Object.entries(prev.keys)) {
      const file = fileOf(key);
      if (file !== null && prev.files[file] === sources[file]) known.set(key, digest);
    }
  const made = new Map<string, string>();
  return {
    known,
    over: (data, fingerprint) => digester(data, known, made, fingerprint),
    add(more) {
      for (const [key, digest] of more) if (!known.has(key)) made.set(key, digest);
    },
    stored() {
      if (!sources) return undefined;
      const files: Record<string, string> = {};
      const keys: Record<string, string> = {};
      // In key order: the cache's bytes are the same whichever thread made a digest first.
      for (const [key, digest] of [...known, ...made].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const file = fileOf(key);
        if (file === null) continue;
        files[file] = sources[file]!;
        keys[key] = digest;
      }
      return { files, keys };
    },
    counts() {
      let keepable = 0;
      for (const key of made.keys()) if (fileOf(key) !== null) keepable += 1;
      return { kept: known.size, made: keepable };
    },
    asStored() {
      if (!prev || !sources) return false;
      for (const key of made.keys()) if (fileOf(key) !== null) return false;
      return known.size === Object.keys(prev.keys).length;
    },
  };
}

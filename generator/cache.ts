// Incremental builds: a page is rendered again only when a record it read (read-tracking.ts), the
// code and templates, or its context (the build options, the asset names, its route) changed, or
// its file is gone or altered.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AssetManifest } from './assets.ts';
import type { BuildEffects } from './effects.ts';
import type { DataFileRecord } from './data-files.ts';
import type { StoredDigests } from './record-digests.ts';

export const CACHE_VERSION = 6;

export interface PageRecord {
  size: number;
  /**
   * What the page read of the site's data as it rendered (read-tracking.ts), and a digest of those records' values
   * with everything else it is made from (the code, the job, the route, the site's settings): with the same digest
   * now, the page is unchanged and is not rendered.
   */
  reads?: string[];
  shortcut?: string;
  /**
   * The digest of what goes into the shortcut besides the reads (the job, the route, the site's settings): with the
   * same context and every read's stored digest taken from the last build (record-digests.ts), the shortcut is the same
   * without being worked out again.
   */
  context?: string;
  /**
   * The file as the build's self-check last saw it: its stamp (effects.ts) and its internal links. While the stamp is
   * the same, the check takes the links from here instead of reading the page back.
   */
  seen?: { stamp: string; links: string[] };
}

/** A record as the cache file keeps it: its reads and links as numbers into the file's lists of keys and links. */
interface StoredRecord extends Omit<PageRecord, 'reads' | 'seen'> {
  reads?: number[];
  seen?: { stamp: string; links: number[] };
}

export interface BuildCache {
  version: number;
  codeHash: string;
  /** The base the assets' addresses were made for: they name each other and the pages name them by it. */
  base: string;
  assets: AssetManifest | null;
  pages: Record<string, PageRecord>;
  /** The data files pages load, by name (data-files.ts). */
  files?: Record<string, DataFileRecord>;
  /** The digests of the records read, with the digests of the files they were read from (record-digests.ts). */
  digests?: StoredDigests;
  /** The hub's national map file (data/map-us-<hash>.svg): kept while the national table and the code are the same. */
  nationMap?: string;
  /** Figures of single counties by their units' digest (engine/entry-figures.ts): taken back by the same code. */
  entryFigures?: Record<string, unknown>;
}

interface StoredCache extends Omit<BuildCache, 'pages' | 'digests'> {
  keys: string[];
  links: string[];
  pages: Record<string, StoredRecord>;
  /** The record digests, each key as its number in `keys`. */
  digests?: { files: Record<string, string>; keys: number[]; values: string[] };
}

/** Numbers for strings, each string listed once in order of first use. */
function numbering(): { list: string[]; number: (s: string) => number } {
  const list: string[] = [];
  const numbers = new Map<string, number>();
  return {
    list,
    number(s) {
      let n = numbers.get(s);
      if (n === undefined) numbers.set(s, (n = list.push(s) - 1));
      return n;
    },
  };
}

/** The cache file's text: each read key and each link written once. */
export function cacheText(cache: BuildCache): string {
  const keys = numbering();
  const links = numbering();
  const { digests: recordDigests, ...rest } = cache;
  const pages: Record<string, StoredRecord> = {};
  for (const [rel, { reads, seen, ...r }] of Object.entries(cache.pages))
    pages[rel] = {
      ...r,
      ...(reads ? { reads: reads.map(keys.number) } : {}),
      ...(seen ? { seen: { stamp: seen.stamp, links: seen.links.map(links.number) } } : {}),
    };
  const digests = recordDigests && {
    files: recordDigests.files,
    keys: Object.keys(recordDigests.keys).map(keys.number),
    values: Object.values(recordDigests.keys),
  };
  return JSON.stringify({
    ...rest,
    keys: keys.list,
    links: links.list,
    pages,
    ...(digests ? { digests } : {}),
  } satisfies StoredCache);
}

export function hashOf(...parts: unknown[]): string {
  const h = createHash('sha256');
  for (const p of parts) h.update(typeof p === 'string' ? p : (JSON.stringify(p) ?? 'undefined')).update('\0');
  return h.digest('hex').slice(0, 32);
}

/**
 * Everything that renders pages: components, pages, i18n, engines, client code, styles, templates, the build itself,
 * the code lists and shapes of generated/ the engines and pages take from schema/, dependency versions.
 */
export const CODE_DIRS = ['engine', 'states', 'i18n', 'api', 'browser', 'schema', 'templates', 'generator'];

/**
 * `known`: the sha256 of files' bytes by their path in the root ('/engine/x.ts'), read already (stamp.ts inputFiles);
 * the others are read here.
 */
export function codeHash(root: string, nodeEnv: string, known?: ReadonlyMap<string, string>): string {
  const h = createHash('sha256');
  const add = (path: string): void => {
    const rel = path.slice(root.length);
    h.update(rel)
      .update('\0')
      .update(known?.get(rel) ?? createHash('sha256').update(readFileSync(path)).digest('hex'))
      .update('\0');
  };
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, entry.name);
      if (entry.isDirectory()) walk(p);
      else add(p);
    }
  };
  for (const dir of CODE_DIRS) walk(join(root, dir));
  add(join(root, 'package-lock.json'));
  h.update(nodeEnv);
  return h.digest('hex').slice(0, 32);
}

export function emptyCache(code: string, base: string): BuildCache {
  return { version: CACHE_VERSION, codeHash: code, base, assets: null, pages: {} };
}

function decoded(numbers: readonly number[], list: readonly string[]): string[] {
  const out = new Array<string>(numbers.length);
  for (let i = 0; i < numbers.length; i++) out[i] = list[numbers[i]!]!;
  return out;
}

export function loadCache(path: string, fx: BuildEffects): BuildCache | null {
  if (!fx.exists(path)) return null;
  try {
    const stored = JSON.parse(fx.read(path)) as StoredCache;
    if (stored.version !== CACHE_VERSION) return null;
    const { keys, links, pages, digests, ...rest } = stored;
    // Decoded where they lie (the parsed objects are this function's own): no second object per record.
    for (const rel in pages) {
      const record = pages[rel] as { reads?: (number | string)[]; seen?: { links: (number | string)[] } };
      if (record.reads) record.reads = decoded(record.reads as number[], keys);
      if (record.seen) record.seen.links = decoded(record.seen.links as number[], links);
    }
    const digestKeys: Record<string, string> = {};
    if (digests) for (let i = 0; i < digests.keys.length; i++) digestKeys[keys[digests.keys[i]!]!] = digests.values[i]!;
    return {
      ...rest,
      pages: pages as unknown as Record<string, PageRecord>,
      ...(digests ? { digests: { files: digests.files, keys: digestKeys } } : {}),
    };
  } catch {
    return null;
  }
}

/**
 * Whether `next` holds what `prev` held, every page and data file record the very object the last build left, so its
 * file need not be made and written again: after one unit's rate, four of the five sites' caches are as they were,
 * and the hub's is 3.4 MB of JSON. `digestsKept`: the record digests it stores are those the last build stored.
 */
export function keptWhole(prev: BuildCache | null, next: BuildCache, digestsKept: boolean): boolean {
  if (!prev || !digestsKept) return false;
  if (prev.codeHash !== next.codeHash || prev.base !== next.base) return false;
  if (prev.assets !== next.assets || prev.nationMap !== next.nationMap) return false;
  return sameValues(prev.pages, next.pages) && sameValues(prev.files ?? {}, next.files ?? {});
}

function sameValues(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const names = Object.keys(a);
  return names.length === Object.keys(b).length && names.every((name) => a[name] === b[name]);
}

/** Assets are reused when the code and the base are the same and every asset file is still in place. */
export function reusableAssets(
  prev: BuildCache | null,
  code: string,
  base: string,
  fileExists: (rel: string) => boolean,
): AssetManifest | null {
  if (!prev || prev.codeHash !== code || prev.base !== base || !prev.assets) return null;
  return prev.assets.files.every(fileExists) ? prev.assets : null;
}

/** Files under the output folder that this build did not produce (pages that no longer exist, old assets). */
export function orphans(existing: readonly string[], produced: ReadonlySet<string>): string[] {
  return existing.filter((f) => !produced.has(f));
}

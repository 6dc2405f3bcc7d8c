import type { StateCode } from '../schema/codes.ts';
import type { NationalCounty, SourcedConstant, StateConfig, StateRates, UnitsFile, ZipFile } from '../schema/index.ts';
import type { HubConfig, NycClassRate, ProductInfo } from '../browser/components/page-context.ts';
import type { SiteContent } from './pages/content/types.ts';
import type { ZipCountyTable } from '../engine/tools/zip-lookup.ts';
import type { HistoryFile } from '../browser/charts/history-types.ts';
import type { AllZips } from '../browser/search/zip-types.ts';
import {
  CONSTANT_SCOPES,
  FACT_SCOPES,
  type GeneratedData,
  HISTORY_SCOPES,
  diskReader,
  generatedDataFrom,
} from '../pipeline/shared/generated-reader.ts';
import { type CheckedRecord, checkedRecord } from '../pipeline/shared/checked-record.ts';
import { KnownError } from '../pipeline/shared/errors.ts';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadFile } from './stamp.ts';
import { entryDigests } from '../pipeline/shared/entry-digests.ts';
import { parseByEntry } from '../pipeline/shared/entry-parse.ts';
import { noteEntryDigests } from '../engine/entry-figures.ts';

/** Everything the pages are built from: generated/ (never sources/, which the pipeline validates first). */
export interface SiteData {
  product: ProductInfo;
  national: NationalCounty[];
  states: Partial<Record<StateCode, StateRates>>;
  configs: Partial<Record<StateCode, StateConfig>>;
  hub: HubConfig;
  nycRates: NycClassRate[];
  /** generated/facts/<scope>.json: the figures guides and tools cite (scope us, tx, ca, fl, ny). */
  facts: Record<string, Record<string, unknown>>;
  /**
   * generated/constants/<scope>.json: every sourced constant's product-year figure with its source (scope tx, ca, fl,
   * ny, nyc, us).
   */
  constants: Record<string, Record<string, SourcedConstant>>;
  /** generated/content/<scope>.json: guide texts, FAQ and glossary entries (scope us, tx, ca, fl, ny). */
  content: SiteContent;
  /** generated/ca-zip-counties.json (the Mello-Roos finder's ZIP table); null when emit wrote none. */
  zipCounties?: ZipCountyTable | null;
  /** generated/history/<scope>.json (scope tx, ca, fl, ny, us): the rate history the county pages chart. */
  history?: Partial<Record<StateCode | 'us', HistoryFile>>;
  /** generated/zip-counties.json: every state's ZIP → county table for the county search; null when emit wrote none. */
  allZips?: AllZips | null;
  /** generated/units/<state>.json: each state's taxing units, for the county pages and their bill builder. */
  units: Partial<Record<StateCode, UnitsFile>>;
  /** generated/zips/<state>.json: each state's ZIP codes with their counties, centres and school districts. */
  zips: Partial<Record<StateCode, ZipFile>>;
}

import { STATE_CODES } from '../schema/codes.ts';
export { STATE_CODES };

/**
 * An object with a property per scope whose value is read when the property is first read, and kept; every read of it
 * is told to `noted`, so a build knows which of these files it used (a spread, a clone or a message to a worker reads
 * each like any other property).
 */
function onFirstUse<S extends string, T>(
  scopes: readonly S[],
  read: (scope: S) => T | null,
  noted: (scope: S) => void,
): Partial<Record<S, T>> {
  const out = {} as Partial<Record<S, T>>;
  for (const scope of scopes) {
    let value: T | undefined;
    let done = false;
    const get = (): T | undefined => {
      noted(scope);
      if (done) return value;
      value = read(scope) ?? undefined;
      done = true;
      if (value === undefined) Object.defineProperty(out, scope, { get, enumerable: false, configurable: true });
      return value;
    };
    Object.defineProperty(out, scope, { get, enumerable: true, configurable: true });
  }
  return out;
}

/** Every file a scope has, leaving out the scopes emit wrote none for. */
function byScope<S extends string, T>(scopes: readonly S[], read: (scope: S) => T | null): Partial<Record<S, T>> {
  return Object.fromEntries(
    scopes.flatMap((s) => {
      const v = read(s);
      return v === null ? [] : [[s, v]];
    }),
  ) as Partial<Record<S, T>>;
}

/**
 * Reads and checks generated/ (pipeline/shared/generated-data.ts); throws GeneratedDataError naming a bad or missing
 * file. Each state's units and ZIPs are parsed and checked when first used, where `read` or `firstUse.expected` gives
 * their digests now (a build's threads); otherwise with the rest. A file whose bytes passed the same check before is
 * only parsed (checked-record.ts). `onNational` is given the national county list as soon as it is read. `read`: files
 * of generated/ already read with their digests (stamp.ts inputFiles), taken from it as they are used instead of read
 * again.
 */
export function loadSiteData(
  root: string,
  onNational?: (national: NationalCounty[]) => void,
  read?: Map<string, ReadFile>,
  /**
   * Of the files parsed on first use (each state's units and ZIPs): `expected`, the digests another thread read them
   * with (a worker given the main thread's), taken as theirs and checked when they are read; `keep`, which of those in
   * `read` to hold until used (the sites being built): the others are read again then, and checked. `record`: the
   * record of checked files that readerChecks (reader-checks.ts) went by, to read by the same.
   */
  firstUse: {
    expected?: Readonly<Record<string, string>>;
    keep?: (file: string) => boolean;
    record?: CheckedRecord;
    /** Digests each county's units as the file is read (entry-digests.ts), for the build cache's record digests. */
    entries?: boolean;
  } = {},
): SiteData {
  const record = firstUse.record ?? checkedRecord(root);
  const disk = diskReader(root);
  const sources: Record<string, string> = {};
  // The files parsed on first use whose digests are known now (read by the stamp, or by the thread that sent them).
  const later = new Map<string, { sha: string; bytes?: Buffer }>();
  for (const [file, sha] of Object.entries(firstUse.expected ?? {}))
    if (ON_FIRST_USE.test(file)) later.set(file, { sha });
  for (const [file, pre] of read ?? [])
    if (ON_FIRST_USE.test(file)) {
      later.set(file, firstUse.keep?.(file) ? pre : { sha: pre.sha });
      read!.delete(file);
    }
  for (const [file, { sha }] of later) sources[file] = sha;
  const readText = (file: string): string | undefined => {
    const known = later.get(file);
    if (known !== undefined) {
      later.delete(file);
      return readAsDigested(root, file, known, record);
    }
    const pre = read?.get(file);
    if (pre) {
      read!.delete(file);
      if (!pre.bytes) {
        sources[file] = pre.sha;
        return readAsDigested(root, file, pre, record);
      }
      const text = pre.bytes.toString('utf8');
      sources[file] = record.digested(file, text, pre.sha);
      return text;
    }
    const text = disk(file);
    if (text !== undefined) sources[file] = record.digest(file, text);
    return text;
  };
  const entries = new Map<string, Readonly<Record<string, string>>>();
  // A state's units, whose bytes passed the check, parsed county by county from them (entry-parse.ts). The bytes are
  // taken from the reading of the build's inputs, or read now and held to their digest; the file is then theirs.
  const parsed = (file: string): { value: unknown } | undefined => {
    if (!UNITS_FILE.test(file)) return undefined;
    const known = later.get(file) ?? read?.get(file);
    if (!known || !record.vouches(file, known.sha)) return undefined;
    const bytes = bytesAsDigested(root, file, known);
    const value = parseByEntry(bytes, 'counties', true);
    if (value === undefined) return undefined;
    later.delete(file);
    read?.delete(file);
    sources[file] = known.sha;
    const digests = firstUse.entries ? entryDigests(bytes, 'counties') : null;
    if (digests) {
      entries.set(file, digests);
      // Figures of one county (entry-figures.ts) are then taken by its digest, without parsing its units.
      noteEntryDigests((value as { counties: object }).counties, digests);
    }
    return { value };
  };
  const reader = (file: string): string | undefined => {
    const text = readText(file);
    const digests =
      firstUse.entries && text !== undefined && UNITS_FILE.test(file) ? entryDigests(text, 'counties') : null;
    if (digests) entries.set(file, digests);
    return text;
  };
  const gen = generatedDataFrom(Object.assign(reader, { parsed }), record);
  // The national list first, for a caller that starts on it (the hub's map) while the rest is read; the reader reads
  // each file once, so the site holds this same array.
  onNational?.(gen.national());
  const data = withSources(
    siteDataFrom(
      gen,
      later.size ? { has: (file) => Object.hasOwn(sources, file), read: () => record.save() } : undefined,
    ),
    sources,
  );
  record.save();
  entryDigestsOf.set(data, entries);
  return data;
}

/** The files whose entries are digested one by one: each state's units, by county. */
const UNITS_FILE = /^generated\/units\/[a-z]{2}\.json$/;

const entryDigestsOf = new WeakMap<SiteData, ReadonlyMap<string, Readonly<Record<string, string>>>>();

/**
 * Of the files `site` has parsed so far, each one's entries' digests by key (entry-digests.ts), where loadSiteData was
 * asked to make them (the build's main thread).
 */
export const dataEntries = (site: SiteData): ReadonlyMap<string, Readonly<Record<string, string>>> | undefined =>
  entryDigestsOf.get(site);

/**
 * Each state's units and ZIPs (two thirds of generated/'s bytes) are parsed when a page or file first reads them: the
 * hub reads none, a state site its own.
 */
const ON_FIRST_USE = /^generated\/(units|zips)\/[a-z]{2}\.json$/;

/** The file's bytes as the build read them when it started: held, or read now and held to their digest. */
function bytesAsDigested(root: string, file: string, known: { sha: string; bytes?: Buffer }): Buffer {
  if (known.bytes) return known.bytes;
  let bytes: Buffer;
  try {
    bytes = readFileSync(join(root, file));
  } catch (error) {
    throw changedError(file, `it could not be read now (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  if (createHash('sha256').update(bytes).digest('hex') !== known.sha)
    throw changedError(file, 'its bytes are not those read as the build started');
  return bytes;
}

function readAsDigested(root: string, file: string, known: { sha: string; bytes?: Buffer }, record: CheckedRecord) {
  const text = bytesAsDigested(root, file, known).toString('utf8');
  record.digested(file, text, known.sha);
  return text;
}

const changedError = (file: string, found: string): KnownError =>
  new KnownError(
    'GeneratedChanged',
    `${file}: expected the file as the build read it when it started (its units and ZIPs are parsed when first used), but ${found}.`,
  );

const sourceDigests = new WeakMap<SiteData, Readonly<Record<string, string>>>();

/**
 * Notes the files `site` was read from: generated/ path → sha256 of the bytes. A build trusts a record's digest from
 * its last build while its file's bytes are the same (record-digests.ts), so the site must be as read: a changed copy
 * (structuredClone) carries no sources.
 */
export function withSources(site: SiteData, sources: Readonly<Record<string, string>>): SiteData {
  sourceDigests.set(site, sources);
  return site;
}

/** The files `site` was read from, when it came straight from loadSiteData (or withSources). */
export const dataSources = (site: SiteData): Readonly<Record<string, string>> | undefined => sourceDigests.get(site);

/**
 * The pages' data from any checked reader of generated/ (the disk, or emit's planned outputs). With `firstUse`, each
 * state's units and ZIPs whose file it `has` are read when first used, and `read` is told after each.
 */
export function siteDataFrom(
  gen: GeneratedData,
  firstUse?: { has: (file: string) => boolean; read: () => void },
): SiteData {
  const watchers = new Set<Set<string>>();
  const lazy: string[] = [];
  const byState = <T>(kind: 'units' | 'zips', read: (s: StateCode) => T | null): Partial<Record<StateCode, T>> => {
    if (!firstUse) return byScope(STATE_CODES, read);
    const scopes = STATE_CODES.filter((s) => firstUse.has(firstUseFile(kind, s)));
    lazy.push(...scopes.map((s) => firstUseFile(kind, s)));
    return onFirstUse(
      scopes,
      (s) => {
        const value = read(s);
        firstUse.read();
        return value;
      },
      (s) => {
        for (const files of watchers) files.add(firstUseFile(kind, s));
      },
    );
  };
  const site: SiteData = {
    product: gen.product(),
    national: gen.national(),
    states: Object.fromEntries(STATE_CODES.map((s) => [s, gen.stateRates(s)])),
    configs: Object.fromEntries(STATE_CODES.map((s) => [s, gen.stateConfig(s)])),
    hub: gen.hubConfig(),
    nycRates: gen.nycRates(),
    facts: byScope(FACT_SCOPES, gen.facts),
    constants: byScope(CONSTANT_SCOPES, gen.constants),
    content: byScope(FACT_SCOPES, gen.content),
    zipCounties: gen.caZipCounties(),
    history: byScope(HISTORY_SCOPES, gen.history),
    allZips: gen.allZips(),
    units: byState('units', gen.units),
    zips: byState('zips', (s) => gen.zips(s) ?? null),
  };
  if (firstUse) firstUseLogs.set(site, { files: lazy, watchers });
  return site;
}

const firstUseFile = (kind: 'units' | 'zips', state: StateCode): string => `generated/${kind}/${state}.json`;

/** Per site data read with files parsed on first use: those files, and who is noting which of them are read. */
const firstUseLogs = new WeakMap<SiteData, { files: readonly string[]; watchers: Set<Set<string>> }>();

/**
 * The files of generated/ `site` parses on first use (each state's units and ZIPs, matching ON_FIRST_USE); undefined
 * when it parsed every file as it was loaded (a test's data, emit's planned outputs).
 */
export const firstUseFiles = (site: SiteData): readonly string[] | undefined => firstUseLogs.get(site)?.files;

/**
 * Notes which of `site`'s files parsed on first use are read until `stop` (stamp.ts: a site's build depends on those
 * and no others of them). Watches may overlap: each notes every read.
 */
export function watchFirstUse(site: SiteData): { files: Set<string>; stop: () => Set<string> } {
  const files = new Set<string>();
  const log = firstUseLogs.get(site);
  log?.watchers.add(files);
  return { files, stop: () => (log?.watchers.delete(files), files) };
}

/** For a memo over `site` that keeps what it read: the files it read, noted again each time it is taken. */
export function noteFirstUse(site: SiteData, files: Iterable<string>): void {
  const log = firstUseLogs.get(site);
  if (log) for (const watched of log.watchers) for (const file of files) watched.add(file);
}

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
} from '../pipeline/shared/generated-data.ts';
import { checkedRecord } from '../pipeline/shared/checked-record.ts';
import type { ReadFile } from './stamp.ts';

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
 * Reads and checks all of generated/ (pipeline/shared/generated-data.ts); throws GeneratedDataError naming a bad or
 * missing file. A file whose bytes passed the same check before is only parsed (checked-record.ts). `onNational` is
 * given the national county list as soon as it is read. `read`: files of generated/ already read with their digests
 * (stamp.ts inputFiles), taken from it as they are used instead of read again.
 */
export function loadSiteData(
  root: string,
  onNational?: (national: NationalCounty[]) => void,
  read?: Map<string, ReadFile>,
): SiteData {
  const record = checkedRecord(root);
  const disk = diskReader(root);
  const sources: Record<string, string> = {};
  const gen = generatedDataFrom((file) => {
    const pre = read?.get(file);
    if (pre) {
      read!.delete(file);
      const text = pre.bytes.toString('utf8');
      sources[file] = record.digested(file, text, pre.sha);
      return text;
    }
    const text = disk(file);
    if (text !== undefined) sources[file] = record.digest(file, text);
    return text;
  }, record);
  // The national list first, for a caller that starts on it (the hub's map) while the rest is read; the reader reads
  // each file once, so the site holds this same array.
  onNational?.(gen.national());
  const data = withSources(siteDataFrom(gen), sources);
  record.save();
  return data;
}

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

/** The pages' data from any checked reader of generated/ (the disk, or emit's planned outputs). */
export function siteDataFrom(gen: GeneratedData): SiteData {
  return {
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
    units: byScope(STATE_CODES, gen.units),
    zips: byScope(STATE_CODES, (s) => gen.zips(s) ?? null),
  };
}

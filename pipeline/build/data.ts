import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CountyRate, NationalCounty, SourcedConstant, StateCode, StateConfig, TaxingUnit } from '../../site/calc/types.ts';
import type { HubConfig, NycClassRate, ProductInfo } from '../../site/pages/context.ts';
import type { SiteContent } from '../../site/pages/content/types.ts';
import type { ZipCountyTable } from '../../site/calc/tools/zip-lookup.ts';
import type { HistoryFile } from '../../site/charts/history-types.ts';
import type { AllZips } from '../../site/search/zip-types.ts';

export interface StateRates {
  state: StateCode;
  productYear: number;
  counties: CountyRate[];
  units?: Record<string, TaxingUnit[]>;
}

/** Everything the pages are built from: generated/ (never sources/, which the pipeline validates first). */
export interface SiteData {
  product: ProductInfo;
  national: NationalCounty[];
  states: Partial<Record<StateCode, StateRates>>;
  configs: Partial<Record<StateCode, StateConfig>>;
  hub: HubConfig;
  nycRates: NycClassRate[];
  /** generated/facts/<scope>.json: the figures guides and tools cite (scope all, tx, ca, fl, ny). */
  facts: Record<string, Record<string, unknown>>;
  /** generated/constants/<scope>.json: every sourced constant's product-year figure with its source (scope tx, ca, fl, ny, nyc, us). */
  constants: Record<string, Record<string, SourcedConstant>>;
  /** generated/content/<scope>.json: guide texts, FAQ and glossary entries (scope all, tx, ca, fl, ny). */
  content: SiteContent;
  /** generated/ca-zip-counties.json (the Mello-Roos finder's ZIP table); null when emit wrote none. */
  zipCounties?: ZipCountyTable | null;
  /** generated/history/<scope>.json (scope tx, ca, fl, ny, us): the rate history the county pages chart. */
  history?: Partial<Record<StateCode | 'us', HistoryFile>>;
  /** generated/zip-counties.json: every state's ZIP → county table for the county search; null when emit wrote none. */
  allZips?: AllZips | null;
}

import { STATE_CODES } from '../../site/calc/types.ts';
export { STATE_CODES };

const readJson = <T>(path: string): T => JSON.parse(readFileSync(path, 'utf8')) as T;

export function loadSiteData(root: string): SiteData {
  const gen = (...parts: string[]): string => join(root, 'generated', ...parts);
  const states: SiteData['states'] = {};
  const configs: SiteData['configs'] = {};
  for (const code of STATE_CODES) {
    states[code] = readJson<StateRates>(gen('rates', `${code}.json`));
    configs[code] = readJson<StateConfig>(gen('config', `${code}.json`));
  }
  return {
    product: readJson<ProductInfo>(gen('product.json')),
    national: readJson<{ counties: NationalCounty[] }>(gen('rates', 'us.json')).counties,
    states,
    configs,
    hub: readJson<HubConfig>(gen('config', 'hub.json')),
    nycRates: readJson<{ rates: NycClassRate[] }>(gen('nyc', 'class-rates.json')).rates,
    facts: Object.fromEntries(['all', ...STATE_CODES].filter((s) => existsSync(gen('facts', `${s}.json`))).map((s) => [s, readJson<Record<string, unknown>>(gen('facts', `${s}.json`))])),
    constants: Object.fromEntries(['tx', 'ca', 'fl', 'ny', 'nyc', 'us'].filter((s) => existsSync(gen('constants', `${s}.json`)))
      .map((s) => [s, readJson<{ constants: Record<string, SourcedConstant> }>(gen('constants', `${s}.json`)).constants])),
    content: Object.fromEntries(['all', ...STATE_CODES].filter((s) => existsSync(gen('content', `${s}.json`))).map((s) => [s, readJson<SiteContent[string]>(gen('content', `${s}.json`))])),
    zipCounties: existsSync(gen('ca-zip-counties.json')) ? readJson<ZipCountyTable>(gen('ca-zip-counties.json')) : null,
    history: Object.fromEntries([...STATE_CODES, 'us'].filter((s) => existsSync(gen('history', `${s}.json`))).map((s) => [s, readJson<HistoryFile>(gen('history', `${s}.json`))])),
    allZips: existsSync(gen('zip-counties.json')) ? readJson<AllZips>(gen('zip-counties.json')) : null,
  };
}

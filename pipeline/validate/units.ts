// Taxing units of every state (sources/units/<state>/<year>.csv), one table format: each row a unit of
// one county (or one levy of it, on consecutive rows) with its rate as its publisher prints it. The
// state's rules (states/<code>/calc.ts `units`) say which kinds of unit and which rate unit its
// tables hold; the rate is converted once, by moving the decimal point, into percent of the value it
// taxes. Every problem is reported at FILE:LINE:COLUMN.
import type { StateCode } from '../../schema/codes.ts';
import type { NationalCounty, Unit } from '../../schema/index.ts';
import type { UnitRules } from '../../engine/state-module.ts';
import { shiftDecimal } from '../../engine/decimal.ts';
import { PART_OF_TYPE, RATE_UNIT_SHIFT } from '../../schema/units.ts';
import type { CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import { closest } from '../shared/closest.ts';
import { UNIT_COLUMNS, type UnitRow, unitRow } from './schemas.ts';
import { fieldIssue, validateRows } from './rows.ts';
import { remarkOf } from './remark.ts';

/** Plain code-unit order: locale-independent, so every machine sorts alike. */
export const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** fips/unit_id → the unit's newest row in the tables read so far. */
export type KnownUnits = ReadonlyMap<string, Unit>;

export interface UnitTableContext {
  state: StateCode;
  rules: UnitRules;
  /** The table's year (its file name): every row's tax_year. */
  year: number;
  /** The units of the earlier years; empty for the oldest table. */
  earlier: KnownUnits;
}

const POSTAL = (state: StateCode) => state.toUpperCase();

/** A county's units as its page lists them: by the rules' type order then name, or in the table's order. */
export function orderUnits(list: Unit[], rules: UnitRules): Unit[] {
  if (rules.order === 'table') return list;
  const rank = (u: Unit) => rules.types.indexOf(u.type);
  return list.sort((a, b) => rank(a) - rank(b) || cmp(a.name, b.name) || cmp(a.id, b.id));
}

const pctOf = (rate: string, shift: number): number | null => (rate === '' ? null : Number(shiftDecimal(rate, shift)));

/** Checks one table of one state: the rows, then what only shows across rows (ids, levies, parents, one county). */
export function checkUnitTable(
  t: CsvTable,
  counties: readonly NationalCounty[],
  ctx: UnitTableContext,
): { units: Record<string, Unit[]>; issues: Issue[] } {
  const { rules } = ctx;
  const { rows, issues } = validateRows(t, unitRow, [...UNIT_COLUMNS.required, ...UNIT_COLUMNS.optional]);
  const excluded = new Set(rules.excludedFips ?? []);
  const known = new Map(
    counties.filter((c) => c.state === POSTAL(ctx.state) && !excluded.has(c.fips)).map((c) => [c.fips, c]),
  );
  const earlier = ctx.earlier.size ? ctx.earlier : null;
  const byCounty = new Map<string, { line: number; unit: Unit }[]>();
  const seen = new Map<string, number>();
  let previous = null as { key: string; unit: Unit; named: boolean } | null;
  for (const { line, row: r } of rows) {
    const issue = (field: string, expected: string, found: string) =>
      issues.push(fieldIssue(t, line, field, expected, found));
    const county = known.get(r.fips);
    if (!county) {
      issue(
        'fips',
        `a county of ${POSTAL(ctx.state)}${excluded.size ? ' whose units are listed here' : ''}`,
        JSON.stringify(r.fips),
      );
      continue;
    }
    if (county.name !== r.county_name)
      issue('county_name', `${JSON.stringify(county.name)} as in the national table`, JSON.stringify(r.county_name));
    if (r.tax_year !== ctx.year) issue('tax_year', `${ctx.year}, the year the file is named for`, `${r.tax_year}`);
    const key = `${r.fips}/${r.unit_id}`;
    const first = seen.get(key);
    // A unit of several levies (operating and voted debt) is one row per levy, one after the other, each named.
    const more = first !== undefined && previous?.key === key;
    // A unit of several levies takes consecutive rows, each naming its levy; any other repeat is a duplicate.
    if (first !== undefined && (!more || (!r.levy_name && !previous!.named))) {
      issue(
        'unit_id',
        'each unit once per county (a unit of several levies: consecutive rows, each naming its levy in levy_name)',
        `${r.unit_id} again (first on line ${first})`,
      );
      continue;
    }
    if (more && (!r.levy_name || !previous!.named)) {
      issue('levy_name', `a levy name on every row of ${r.unit_id}`, r.levy_name ? 'one missing' : 'nothing');
      continue;
    }
    if (r.levy_name && !r.levy_name_es) {
      issue('levy_name_es', 'the levy name in Spanish', 'nothing');
      continue;
    }
    if (!rules.types.includes(r.unit_type)) {
      issue('unit_type', `for ${POSTAL(ctx.state)} one of ${rules.types.join(', ')}`, JSON.stringify(r.unit_type));
      continue;
    }
    if (r.rate_unit !== rules.rate.unit) {
      issue('rate_unit', `${rules.rate.unit}, as ${POSTAL(ctx.state)} publishes rates`, JSON.stringify(r.rate_unit));
      continue;
    }
    const rateIssues = checkRate(r, rules);
    for (const [field, expected] of rateIssues) issue(field, expected, JSON.stringify(r[field as 'rate']));
    if (rateIssues.length) continue;
    const { remark, issues: remarkIssues } = remarkOf(t, line, r.note, r.note_es);
    issues.push(...remarkIssues);
    if (r.rate === '' && remark === null && !r.flags.includes('not-reported'))
      issue('note', 'a note saying why the rate is missing (or the not-reported flag)', 'nothing');
    if (rules.districtTyped?.includes(r.unit_type) && r.district_type === '')
      issue('district_type', `a district type code for a ${r.unit_type} unit`, 'nothing');
    const shift = RATE_UNIT_SHIFT[r.rate_unit];
    const ratePct = pctOf(r.rate, shift);
    if (more) {
      addLevy(previous!.unit, r, ratePct ?? 0);
      continue;
    }
    seen.set(key, line);
    const unit = unitOf(r, ratePct, remark);
    if (r.levy_name) unit.levies.push(levyOf(r, ratePct ?? 0));
    if (earlier) issues.push(...sameUnit(t, line, r, earlier, rules));
    else issues.push(...parentShape(t, line, r, rules));
    const list = byCounty.get(r.fips) ?? [];
    list.push({ line, unit });
    byCounty.set(r.fips, list);
    previous = { key, unit, named: r.levy_name !== '' };
  }
  const units: Record<string, Unit[]> = {};
  for (const fipsCode of [...byCounty.keys()].sort()) {
    const list = byCounty.get(fipsCode)!;
    // A later table's units are those of earlier ones, already checked there.
    if (!earlier) issues.push(...wholeCounty(t, fipsCode, list, rules));
    units[fipsCode] = orderUnits(
      list.map((x) => x.unit),
      rules,
    );
  }
  return { units, issues };
}

/** The rate and its parts in the state's published unit and range; a 0 only where the source says 0. */
function checkRate(r: UnitRow, rules: UnitRules): [string, string][] {
  const { min, max, unit } = rules.rate;
  const range = `a rate ${unit} from ${min} to ${max} as published, or nothing when none was reported`;
  const out: [string, string][] = [];
  for (const field of ['rate', 'mo', 'is'] as const) {
    const v = r[field];
    if (v === '') continue;
    const n = Number(v);
    if (n > max || (field === 'rate' && n < min && n !== 0)) out.push([field, range]);
  }
  if (r.rate !== '' && Number(r.rate) === 0 && !r.flags.includes('zero-rate'))
    out.push(['rate', 'a rate above 0, or 0 with the zero-rate flag (the publisher gives 0)']);
  return out;
}

function levyOf(r: UnitRow, ratePct: number): Unit['levies'][number] {
  return {
    name: r.levy_name ? { en: r.levy_name, es: r.levy_name_es } : null,
    ratePct,
    status: r.status.status,
    source: r.source,
    document: r.document,
    url: r.url,
  };
}

function addLevy(unit: Unit, r: UnitRow, ratePct: number): void {
  unit.levies.push(levyOf(r, ratePct));
  // The sum to 8 decimals: the levies' own digits (at most 5 in percent) without float noise.
  unit.ratePct = Number(((unit.ratePct ?? 0) + ratePct).toFixed(8));
  // A unit is only as settled as its least settled levy.
  if (r.status.status !== 'adopted' && r.status.status !== 'final') unit.status = r.status.status;
  if (r.status.viaCopy) unit.viaCopy = true;
}

function unitOf(r: UnitRow, ratePct: number | null, remark: Unit['remark']): Unit {
  const shift = RATE_UNIT_SHIFT[r.rate_unit];
  const unit: Unit = {
    id: r.unit_id,
    name: r.unit_name,
    ...(r.unit_name_es ? { nameEs: r.unit_name_es } : {}),
    type: r.unit_type,
    part: PART_OF_TYPE[r.unit_type],
    districtType: r.district_type,
    parentId: r.parent_id === '' ? null : r.parent_id,
    // The county itself taxes every home of the county.
    countywide: r.countywide || r.unit_type === 'county',
    ratePct,
    rateUnit: r.rate_unit,
    moPct: pctOf(r.mo, shift),
    isPct: pctOf(r.is, shift),
    levies: [],
    taxYear: r.tax_year,
    status: r.status.status,
    ...(r.status.viaCopy ? { viaCopy: true as const } : {}),
    sourceYear: r.source_year || String(r.tax_year),
    source: r.source,
    document: r.document,
    url: r.url,
    readOn: r.read_on ?? '',
    confidence: r.confidence,
    ...(r.provenance ? { provenance: r.provenance } : {}),
    flags: r.flags,
    funds: r.funds,
    remark,
    local: null,
    countyValueShare: r.county_value_share,
    taxableValue: r.taxable_value,
    group: r.group ? { en: r.group, es: r.group_es || r.group } : null,
    aliases: r.aliases,
  };
  return unit;
}

/** The oldest table: a unit of the rules' child type names its parent; no other unit names one. */
function parentShape(t: CsvTable, line: number, r: UnitRow, rules: UnitRules): Issue[] {
  const child = rules.parent?.type === r.unit_type;
  if (child && r.parent_id === '')
    return [
      fieldIssue(t, line, 'parent_id', `the id of the ${rules.parent!.within.join(' or ')} it lies in`, 'nothing'),
    ];
  if (!child && r.parent_id !== '')
    return [fieldIssue(t, line, 'parent_id', `nothing for a ${r.unit_type}`, JSON.stringify(r.parent_id))];
  return [];
}

/**
 * A later year's row: in a closed list, a unit of an earlier year; for any unit seen before, the same kind and parent.
 */
function sameUnit(t: CsvTable, line: number, r: UnitRow, earlier: KnownUnits, rules: UnitRules): Issue[] {
  const before = earlier.get(`${r.fips}/${r.unit_id}`);
  if (!before) {
    if (!rules.closedList) return parentShape(t, line, r, rules);
    const inCounty = [...earlier].filter(([key]) => key.startsWith(`${r.fips}/`)).map(([, u]) => u);
    return [
      fieldIssue(
        t,
        line,
        'unit_id',
        `the id of a unit of the same county in an earlier year's table (closest: ${closest(r.unit_id, inCounty, 'id')}); a later year holds only units listed before`,
        JSON.stringify(r.unit_id),
      ),
    ];
  }
  const out: Issue[] = [];
  if (before.type !== r.unit_type)
    out.push(fieldIssue(t, line, 'unit_type', `${before.type}, as in the earlier years`, JSON.stringify(r.unit_type)));
  if ((before.parentId ?? '') !== r.parent_id)
    out.push(
      fieldIssue(
        t,
        line,
        'parent_id',
        `${JSON.stringify(before.parentId ?? '')}, as in the earlier years`,
        JSON.stringify(r.parent_id),
      ),
    );
  return out;
}

/** The oldest table's county: every child in a parent of its own county, and one county unit where the rules ask. */
function wholeCounty(
  t: CsvTable,
  fipsCode: string,
  list: readonly { line: number; unit: Unit }[],
  rules: UnitRules,
): Issue[] {
  const issues: Issue[] = [];
  if (rules.parent) {
    const within = rules.parent.within;
    const parents = new Set(list.filter((x) => within.includes(x.unit.type)).map((x) => x.unit.id));
    for (const { line, unit } of list)
      if (unit.parentId !== null && !parents.has(unit.parentId))
        issues.push(
          fieldIssue(t, line, 'parent_id', `the id of a ${within.join(' or ')} of the same county`, unit.parentId),
        );
  }
  if (rules.oneCountyUnit) {
    const countyRows = list.filter((x) => x.unit.type === 'county');
    if (countyRows.length !== 1)
      issues.push(
        fieldIssue(
          t,
          (countyRows[1] ?? list[0]!).line,
          'unit_type',
          `one county row for ${fipsCode}`,
          `${countyRows.length}`,
        ),
      );
  }
  return issues;
}

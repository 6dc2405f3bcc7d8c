import { type Row, num, pct, readCsv, toCsv } from './csv.ts';
import { type Confidence, RATE_COLUMNS, type RateRow, confidenceOf, lowest, surveyStandIn } from './rate-columns.ts';

export const UNIT_COLUMNS = [
  'fips', 'county_name', 'unit_id', 'unit_name', 'unit_type', 'district_type', 'rate_pct', 'mo_pct', 'is_pct',
  'county_value_share', 'countywide', 'confidence', 'source', 'source_year', 'note',
] as const;
type UnitRow = Record<(typeof UNIT_COLUMNS)[number], string>;

// Districts listed with at least this share of the county's market value cover the whole county
// (the data README: "only districts with share ≈ 1 apply county-wide"; shares are rounded to 0.001).
export const COUNTYWIDE_SHARE = 0.99;

const SCHOOL_SOURCE = 'Texas Comptroller PTAD 2025 school district tax rates (total M&O + I&S), matching 2025-school-district-rates-levies.xlsx';

function countyUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-county-total-rates-2025.csv`).map((r) => {
    const corrected = r.confidence!.startsWith('corrected-');
    const unresolved = r.confidence === 'unresolved';
    const notes = [r.note ?? ''];
    if (corrected) notes.unshift('Corrected from the Comptroller workbook value.');
    if (unresolved) notes.unshift('Unresolved: the reported total looks mis-keyed, so no county rate is used.');
    return {
      fips: r.geoid!, county_name: r.county_name!, unit_id: `${r.geoid}-county`, unit_name: r.county_name!,
      unit_type: 'county', district_type: '', rate_pct: r.county_total_rate_per_100 ?? '', mo_pct: r.mo_rate ?? '',
      is_pct: r.is_rate ?? '', county_value_share: '', countywide: '1', confidence: confidenceOf(r.confidence!),
      source: r.source!, source_year: r.tax_year!, note: notes.filter(Boolean).join(' '),
    };
  });
}

function cityUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-city-rates-2025.csv`).map((r) => {
    const notes: string[] = [];
    if (r.total_rate_per_100 === '') notes.push('The city reported no 2025 rate.');
    if (r.exceeds_voter_approval_rate === '1') notes.push('The rate is above the city\'s voter-approval rate; a tax-rate election may have changed it.');
    if (r.split_across_cads === '1') notes.push('The city lies in more than one appraisal district.');
    if (r.note) notes.push(r.note);
    const high = ['Austin', 'Dallas'].includes(r.city!);
    return {
      fips: r.geoid!, county_name: r.county_name!, unit_id: r.taxing_unit_id!, unit_name: r.city!, unit_type: 'city',
      district_type: '', rate_pct: r.total_rate_per_100!, mo_pct: r.mo_rate!, is_pct: r.is_rate!, county_value_share: '',
      countywide: '0', confidence: high ? 'high' : 'medium-high', source: r.source!, source_year: r.tax_year!,
      note: notes.join(' '),
    };
  });
}

function schoolUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-school-district-rates-2025.csv`).map((r) => ({
    fips: r.geoid!, county_name: r.county_name!, unit_id: `${r.geoid}-isd-${r.school_district!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    unit_name: r.school_district!, unit_type: 'school', district_type: 'independent school district',
    rate_pct: r.total_rate_per_100!, mo_pct: '', is_pct: '', county_value_share: '', countywide: '0',
    confidence: 'medium-high', source: SCHOOL_SOURCE, source_year: r.tax_year!, note: '',
  }));
}

function specialUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-special-district-rates-2025.csv`).map((r) => {
    const share = num(r.county_market_value_share);
    const notes: string[] = [];
    if (r.total_rate_per_100 === '') notes.push('The district reported no 2025 rate.');
    if (r.split_across_cads === '1') notes.push('The district lies in more than one appraisal district.');
    if (r.note) notes.push(r.note);
    return {
      fips: r.geoid!, county_name: r.county_name!, unit_id: r.taxing_unit_id!, unit_name: r.district_name!,
      unit_type: 'special', district_type: r.district_type!, rate_pct: r.total_rate_per_100!, mo_pct: r.mo_rate!,
      is_pct: r.is_rate!, county_value_share: r.county_market_value_share!,
      countywide: share !== null && share >= COUNTYWIDE_SHARE ? '1' : '0', confidence: 'medium',
      source: r.source!, source_year: r.tax_year!, note: notes.join(' '),
    };
  });
}

const TYPE_ORDER = { county: 0, city: 1, school: 2, special: 3 } as const;

export function seedTexasUnits(dataDir: string): UnitRow[] {
  const units = [...countyUnits(dataDir), ...cityUnits(dataDir), ...schoolUnits(dataDir), ...specialUnits(dataDir)];
  units.sort((a, b) =>
    a.fips.localeCompare(b.fips) ||
    TYPE_ORDER[a.unit_type as keyof typeof TYPE_ORDER] - TYPE_ORDER[b.unit_type as keyof typeof TYPE_ORDER] ||
    a.unit_name.localeCompare(b.unit_name) || a.unit_id.localeCompare(b.unit_id));
  return units;
}

export function texasUnitsCsv(units: UnitRow[]): string {
  return toCsv(UNIT_COLUMNS, units);
}

/** The ISD whose rate is the median of the county's districts (the upper middle one when the count is even),
 * so the typical bill uses a real district's rate rather than an average no one pays. */
export function typicalSchool(schools: UnitRow[]): { unit: UnitRow; count: number } {
  const rated = schools.filter((s) => num(s.rate_pct) !== null).sort((a, b) => num(a.rate_pct)! - num(b.rate_pct)! || a.unit_name.localeCompare(b.unit_name));
  const unit = rated[Math.floor(rated.length / 2)];
  if (!unit) throw new Error(`seed: no rated school district in ${schools[0]?.county_name}`);
  return { unit, count: rated.length };
}

export function seedTexasCounties(units: UnitRow[], national: Map<string, Row>): RateRow[] {
  const byCounty = new Map<string, UnitRow[]>();
  for (const u of units) byCounty.set(u.fips, [...(byCounty.get(u.fips) ?? []), u]);
  const rows: RateRow[] = [];
  for (const [fips, list] of byCounty) {
    const nat = national.get(fips);
    if (!nat) throw new Error(`seed: Texas county ${fips} is not in the national table`);
    const county = list.find((u) => u.unit_type === 'county')!;
    const countyRate = num(county.rate_pct);
    if (countyRate === null) {
      rows.push(surveyStandIn(nat, `${nat.county_name} has no usable 2025 county rate. ${county.note}`));
      continue;
    }
    const { unit: isd, count } = typicalSchool(list.filter((u) => u.unit_type === 'school'));
    const wide = list.filter((u) => u.unit_type === 'special' && u.countywide === '1' && num(u.rate_pct) !== null);
    const special = wide.reduce((sum, u) => sum + num(u.rate_pct)!, 0);
    const school = num(isd.rate_pct)!;
    const parts = [`county ${county.rate_pct}`];
    if (wide.length) parts.push(`county-wide districts ${wide.map((u) => `${u.unit_name} ${u.rate_pct}`).join(', ')}`);
    parts.push(`${isd.unit_name} ${isd.rate_pct} (the median rate of the county's ${count} school district${count === 1 ? '' : 's'})`);
    const note = [
      `Typical bill outside city limits: ${parts.join('; ')}.`,
      'City taxes and districts that cover only part of the county (MUDs, ESDs, PIDs …) are not included; choose yours on the county page.',
      county.note,
    ].filter(Boolean).join(' ');
    const confidence: Confidence = lowest(county.confidence as Confidence, wide.length ? 'medium' : 'medium-high');
    rows.push({
      fips, county_name: nat.county_name, slug: nat.slug, kind: 'nominal', basis: 'taxable-value',
      rate_pct: pct(countyRate + special + school), school_pct: pct(school), county_pct: pct(countyRate), city_pct: '0',
      special_pct: pct(special), source: 'Texas Comptroller PTAD, 2025 tax rates and levies (county, school district and special district workbooks, Working 01/28/2026)',
      source_year: county.source_year, confidence, derived: '1', note,
    });
  }
  return rows.sort((a, b) => a.fips!.localeCompare(b.fips!));
}

export function rateCsv(rows: RateRow[]): string {
  return toCsv(RATE_COLUMNS, rows as Record<string, string>[]);
}

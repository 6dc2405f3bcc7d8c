import { DISTRICT_TYPES, type DistrictType } from '../../i18n/district-types.ts';
import { type Row, num, pct, readCsv, toCsv } from './csv.ts';
import { type Confidence, RATE_COLUMNS, type RateRow, confidenceOf, lowest, surveyStandIn } from './rate-columns.ts';
import { withSpanish } from './remarks-es.ts';

export const UNIT_COLUMNS = [
  'fips',
  'county_name',
  'unit_id',
  'unit_name',
  'unit_type',
  'district_type',
  'rate_pct',
  'mo_pct',
  'is_pct',
  'county_value_share',
  'countywide',
  'confidence',
  'source',
  'source_year',
  'flags',
  'funds',
  'note',
  'note_es',
  'provenance',
] as const;
type UnitRow = Record<(typeof UNIT_COLUMNS)[number], string>;

// Districts listed with at least this share of the county's market value cover the whole county
// (the data README: "only districts with share ≈ 1 apply county-wide"; shares are rounded to 0.001).
export const COUNTYWIDE_SHARE = 0.99;

const SCHOOL_SOURCE =
  'Texas Comptroller PTAD 2025 school district tax rates (total M&O + I&S), matching 2025-school-district-rates-levies.xlsx';
const COMPTROLLER =
  'Texas Comptroller PTAD, 2025 tax rates and levies (county, school district and special district workbooks, Working 01/28/2026)';

/**
 * Districts the Comptroller lists apart whose levy is already inside the county's own rate, so a
 * bill must not add them again. Van Zandt County adopted 0.3996 = general fund 0.2996 + special
 * road & bridge 0.10 (Commissioners Court, 2025-09-29); the road district's 0.10 is that levy.
 */
const INSIDE_COUNTY_RATE: Record<string, string> = {
  '234-201-10':
    "Its 0.10 is the county's special road & bridge tax, already part of Van Zandt County's adopted rate of 0.3996 (general fund 0.2996 + road & bridge 0.10, Commissioners Court 2025-09-29); it is not added to a bill again.",
};

// The Comptroller file's per-fund rates end a county's note ("funds (M&O+I&S): GF 0.44+0.03; FMFC 0.01+0");
// they become the `funds` column, and what precedes them is the county's own remark.
const FUNDS_RE = /\s*(?:Reported )?funds \(M&O\+I&S\): (.+)$/;
// The data's stock phrase for a unit marked * in the Comptroller's file: the not-reported flag says it.
const NOT_REPORTED = 'Rate not reported to the Comptroller (unit marked * in the source file).';

/**
 * County rates the data read from a copy (a news report, a summary, a repository) of an official act:
 * visitors see the body that adopted or published the rate, and the copy stays as provenance.
 */
const OFFICIAL_FIRST: Record<string, string> = {
  '48041': 'Brazos County Commissioners Court, 2025 tax rate adopted 2025-09-09',
  '48059': 'Callahan County Commissioners Court, 2025 tax rate (meetings of 2025-08-04 and 2025-08-25)',
  '48109': 'Culberson County Commissioners Court, 2024 voter-approval tax rate (approved August 2024)',
  '48157': 'Fort Bend County Commissioners Court, 2025 county tax rate (2025-09-24)',
  '48395': 'Robertson Central Appraisal District, 2025 tax rate sheet',
  '48467': 'Van Zandt County Commissioners Court, 2025 tax rate adopted 2025-09-29',
};

/**
 * City rates corrected after an election: the city's own voter-approval rate is the figure, the report of the result
 * its provenance.
 */
const CITY_OFFICIAL: Record<string, string> = {
  Austin: 'City of Austin, 2025 voter-approval tax rate (in force after Proposition Q failed on 2025-11-04)',
};

/** "Comptroller file; confirmed by a news report (…)": the publisher first, the confirmation kept as provenance. */
function sourceAndProvenance(source: string, key: string, isCounty: boolean): { source: string; provenance: string } {
  const official = isCounty ? OFFICIAL_FIRST[key] : source.includes('corrected per') ? CITY_OFFICIAL[key] : undefined;
  if (official) return { source: official, provenance: `read in ${source}` };
  const split = /^(.*?); ((?:confirmed by|corrected per) .*)$/.exec(source);
  return split ? { source: split[1]!, provenance: split[2]! } : { source, provenance: '' };
}

function remark(text: string): { note: string; note_es: string } {
  const note = text.replace(NOT_REPORTED, '').trim();
  return { note, note_es: note ? withSpanish(note) : '' };
}

function countyUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-county-total-rates-2025.csv`).map((r) => {
    const flags: string[] = [];
    if (r.confidence!.startsWith('corrected-')) flags.push('corrected');
    if (r.confidence === 'unresolved') flags.push('unresolved');
    const funds = FUNDS_RE.exec(r.note ?? '');
    return {
      fips: r.geoid!,
      county_name: r.county_name!,
      unit_id: `${r.geoid}-county`,
      unit_name: r.county_name!,
      unit_type: 'county',
      district_type: '',
      rate_pct: r.county_total_rate_per_100 ?? '',
      mo_pct: r.mo_rate ?? '',
      is_pct: r.is_rate ?? '',
      county_value_share: '',
      countywide: '1',
      confidence: confidenceOf(r.confidence!),
      ...sourceAndProvenance(r.source!, r.geoid!, true),
      source_year: r.tax_year!,
      flags: flags.join(';'),
      funds: funds ? funds[1]! : '',
      ...remark((r.note ?? '').replace(FUNDS_RE, '')),
    };
  });
}

function districtTypeCode(label: string): DistrictType {
  const hit = Object.entries(DISTRICT_TYPES).find(([, l]) => l.en === label);
  if (!hit)
    throw new Error(`seed: no district type code for ${JSON.stringify(label)}; add it to i18n/district-types.ts`);
  return hit[0] as DistrictType;
}

function cityUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-city-rates-2025.csv`).map((r) => {
    const flags: string[] = [];
    if (r.total_rate_per_100 === '') flags.push('not-reported');
    if (r.exceeds_voter_approval_rate === '1') flags.push('above-voter-approval');
    if (r.split_across_cads === '1') flags.push('multi-cad');
    // The Comptroller's own 0: kept, and marked so the check of sources/ does not take it for a slip.
    if (r.total_rate_per_100 !== '' && Number(r.total_rate_per_100) === 0) flags.push('zero-rate');
    const high = ['Austin', 'Dallas'].includes(r.city!);
    return {
      fips: r.geoid!,
      county_name: r.county_name!,
      unit_id: r.taxing_unit_id!,
      unit_name: r.city!,
      unit_type: 'city',
      district_type: '',
      rate_pct: r.total_rate_per_100!,
      mo_pct: r.mo_rate!,
      is_pct: r.is_rate!,
      county_value_share: '',
      countywide: '0',
      confidence: high ? 'high' : 'medium-high',
      ...sourceAndProvenance(r.source!, r.city!, false),
      source_year: r.tax_year!,
      flags: flags.join(';'),
      funds: '',
      ...remark(r.note ?? ''),
    };
  });
}

function schoolUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-school-district-rates-2025.csv`).map((r) => ({
    fips: r.geoid!,
    county_name: r.county_name!,
    unit_id: `${r.geoid}-isd-${r.school_district!.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`,
    unit_name: r.school_district!,
    unit_type: 'school',
    district_type: 'isd',
    rate_pct: r.total_rate_per_100!,
    mo_pct: '',
    is_pct: '',
    county_value_share: '',
    countywide: '0',
    confidence: 'medium-high',
    source: SCHOOL_SOURCE,
    source_year: r.tax_year!,
    flags: '',
    funds: '',
    note: '',
    note_es: '',
    provenance: '',
  }));
}

function specialUnits(dataDir: string): UnitRow[] {
  return readCsv(`${dataDir}/tx-special-district-rates-2025.csv`).map((r) => {
    const share = num(r.county_market_value_share);
    const flags: string[] = [];
    if (r.total_rate_per_100 === '') flags.push('not-reported');
    if (r.split_across_cads === '1') flags.push('multi-cad');
    // The Comptroller's own 0: kept, and marked so the check of sources/ does not take it for a slip.
    if (r.total_rate_per_100 !== '' && Number(r.total_rate_per_100) === 0) flags.push('zero-rate');
    return {
      fips: r.geoid!,
      county_name: r.county_name!,
      unit_id: r.taxing_unit_id!,
      unit_name: r.district_name!,
      unit_type: 'special',
      district_type: districtTypeCode(r.district_type!),
      rate_pct: r.total_rate_per_100!,
      mo_pct: r.mo_rate!,
      is_pct: r.is_rate!,
      county_value_share: r.county_market_value_share!,
      countywide: share !== null && share >= COUNTYWIDE_SHARE && !INSIDE_COUNTY_RATE[r.taxing_unit_id!] ? '1' : '0',
      confidence: 'medium',
      source: r.source!,
      provenance: '',
      source_year: r.tax_year!,
      flags: flags.join(';'),
      funds: '',
      ...remark([r.note ?? '', INSIDE_COUNTY_RATE[r.taxing_unit_id!] ?? ''].filter(Boolean).join(' ')),
    };
  });
}

const TYPE_ORDER = { county: 0, city: 1, school: 2, special: 3 } as const;

export function seedTexasUnits(dataDir: string): UnitRow[] {
  const units = [...countyUnits(dataDir), ...cityUnits(dataDir), ...schoolUnits(dataDir), ...specialUnits(dataDir)];
  units.sort(
    (a, b) =>
      a.fips.localeCompare(b.fips) ||
      TYPE_ORDER[a.unit_type as keyof typeof TYPE_ORDER] - TYPE_ORDER[b.unit_type as keyof typeof TYPE_ORDER] ||
      a.unit_name.localeCompare(b.unit_name) ||
      a.unit_id.localeCompare(b.unit_id),
  );
  return units;
}

/** The ISD in the middle of the county's districts by rate (of two middle ones, the higher),
 * so the typical bill uses a real district's rate rather than an average no one pays. */
export function typicalSchool(schools: UnitRow[]): { unit: UnitRow; count: number } {
  const rated = schools
    .filter((s) => num(s.rate_pct) !== null)
    .sort((a, b) => num(a.rate_pct)! - num(b.rate_pct)! || a.unit_name.localeCompare(b.unit_name));
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
      rows.push({ ...surveyStandIn(nat), note: county.note, note_es: county.note_es });
      continue;
    }
    const { unit: isd } = typicalSchool(list.filter((u) => u.unit_type === 'school'));
    const wide = list.filter((u) => u.unit_type === 'special' && u.countywide === '1' && num(u.rate_pct) !== null);
    const special = wide.reduce((sum, u) => sum + num(u.rate_pct)!, 0);
    const school = num(isd.rate_pct)!;
    const confidence: Confidence = lowest(county.confidence as Confidence, wide.length ? 'medium' : 'medium-high');
    // A corrected county rate comes from the county's own adoption, not the Comptroller's workbook: name both.
    const corrected = !county.source.startsWith('Texas Comptroller');
    const source = corrected ? `${county.source}; ${COMPTROLLER}` : COMPTROLLER;
    rows.push({
      fips,
      county_name: nat.county_name,
      slug: nat.slug,
      kind: 'nominal',
      basis: 'taxable-value',
      rate_pct: pct(countyRate + special + school),
      school_pct: pct(school),
      county_pct: pct(countyRate),
      city_pct: '0',
      special_pct: pct(special),
      source,
      ...(corrected ? { provenance: `county rate ${county.provenance}` } : {}),
      source_year: county.source_year,
      confidence,
      derived: '1',
      method: 'tx-typical-bill',
      note: county.note,
      note_es: county.note_es,
      units: [county.unit_id, ...wide.map((u) => u.unit_id), isd.unit_id].join(';'),
    });
  }
  return rows.sort((a, b) => a.fips!.localeCompare(b.fips!));
}

export function rateCsv(rows: RateRow[]): string {
  return toCsv(RATE_COLUMNS, rows as Record<string, string>[]);
}

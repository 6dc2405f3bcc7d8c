import type { Row } from './csv.ts';
import { pct, readCsv } from './csv.ts';
import type { RateRow } from './rate-columns.ts';
import { confidenceOf } from './rate-columns.ts';
import { withSpanish } from './remarks-es.ts';

// Statewide average rate on assessed value, FY2023-24, from rounded BOE press-release totals (NR-25-03):
// ($95.3 B county-assessed + $2.6 B state-assessed revenue) ÷ $8.7 T net taxable value.
export const CA_STATEWIDE = { revenueBillions: 95.3 + 2.6, valueBillions: 8700, year: '2023-24' };
export const caStatewidePct = (): number => (CA_STATEWIDE.revenueBillions / CA_STATEWIDE.valueBillions) * 100;

// The data files describe each figure's whole trail (API records, repositories, commits); visitors see who
// published it, and the trail is kept as provenance for maintainers.
// The method says how each kind of figure was obtained, in both languages; the source names only the publication.
const PUBLISHERS: [RegExp, string, string][] = [
  [
    /^BOE DataPortal/,
    'California State Board of Equalization (BOE) DataPortal, Property Tax Allocations, average tax rate',
    'ca-published-average',
  ],
  [
    /^Single countywide secured tax rate/,
    'City and County of San Francisco, countywide secured property tax rate (Controller and Board of Supervisors; Treasurer & Tax Collector)',
    'ca-published-average',
  ],
  [/^DERIVED: San Mateo County Controller/, 'San Mateo County Controller, Property Tax Highlights', 'ca-debt-ratio'],
  [
    /^BOE FY2023-24 Annual Report/,
    'California State Board of Equalization, Annual Report FY2023-24, average tax rates by county',
    'ca-published-average',
  ],
  [
    /^DERIVED from California State Controller/,
    "California State Controller's Office, CA Property Tax Data, county totals",
    'ca-debt-ratio',
  ],
  [
    /^Kern County Auditor-Controller/,
    'Kern County Auditor-Controller-County Clerk, Annual Property Tax Rate Book FY2025-26, TRA 001-001 (Bakersfield)',
    'ca-typical-tra',
  ],
];

export function publisherOf(source: string): { source: string; method: string } {
  const hit = PUBLISHERS.find(([re]) => re.test(source));
  if (!hit)
    throw new Error(`seed: no publisher known for the California source ${JSON.stringify(source.slice(0, 60))}`);
  return { source: hit[1], method: hit[2] };
}

const KERN =
  "The tax rate area is the City of Bakersfield's TRA 001-001. The State Controller data give a county average of 1.2529%, probably overstated; Bakersfield-area tax rate areas run from about 1.090% to 1.205%.";
const STATEWIDE = `The State Controller figures for this county are gross errors, so only the 1% general levy is known. The statewide average is derived as ($95.3 B county-assessed + $2.6 B state-assessed revenue) ÷ $8.7 T net taxable value ≈ ${caStatewidePct().toFixed(2)}%.`;

export function seedCalifornia(dataDir: string, national: Map<string, Row>): RateRow[] {
  const main = readCsv(`${dataDir}/ca-county-average-tax-rates-2023-2025.csv`);
  const extra = readCsv(`${dataDir}/ca-county-average-tax-rates-extra.csv`);
  const rows = new Map<string, RateRow>();
  const put = (r: Row, note: string): void => {
    const nat = national.get(r.geoid!)!;
    rows.set(r.geoid!, {
      fips: r.geoid,
      county_name: nat.county_name,
      slug: nat.slug,
      kind: 'nominal',
      basis: 'assessed-value',
      rate_pct: pct(Number(r.average_rate_pct)),
      general_levy_pct: pct(Number(r.general_levy_pct)),
      ...publisherOf(r.source!),
      provenance: r.source,
      source_year: r.year,
      confidence: confidenceOf(r.confidence ?? 'medium'),
      derived: r.source!.startsWith('DERIVED') ? '1' : '0',
      note,
      note_es: note ? withSpanish(note) : '',
    });
  };
  for (const r of main) put(r, '');
  for (const r of extra) {
    if (rows.has(r.geoid!)) continue;
    // Kern's county-wide average is probably overstated (data README); its typical tax rate area is the better
    // estimate.
    if (r.geoid === '06029' && !r.source!.includes('Rate Book')) continue;
    put(r, r.geoid === '06029' ? KERN : '');
  }
  for (const [fips, nat] of national) {
    if (nat.state !== 'CA' || rows.has(fips)) continue;
    rows.set(fips, {
      fips,
      county_name: nat.county_name,
      slug: nat.slug,
      kind: 'nominal',
      basis: 'assessed-value',
      rate_pct: pct(Math.round(caStatewidePct() * 1e4) / 1e4),
      general_levy_pct: '1',
      source: 'California State Board of Equalization, FY2023-24 statewide totals (news release NR-25-03, 2025-04-16)',
      source_year: CA_STATEWIDE.year,
      confidence: 'low',
      derived: '1',
      method: 'ca-statewide-average',
      note: STATEWIDE,
      note_es: withSpanish(STATEWIDE),
    });
  }
  return [...rows.values()].sort((a, b) => a.fips!.localeCompare(b.fips!));
}

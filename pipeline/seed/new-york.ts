import type { Row } from './csv.ts';
import { num, pct, readCsv } from './csv.ts';
import type { RateRow } from './rate-columns.ts';
import { withSpanish } from './remarks-es.ts';

const NYC_FIPS = ['36005', '36047', '36061', '36081', '36085'];

const OSC_SOURCE =
  'NYS Office of the State Comptroller, 2024 local-government and school-district workbooks (Real Property Tax Levies, Taxable Full Value and Full Value Tax Rates)';

/** OSC's gaps read "Village of Lisle: levy not filed (left out)": the common case is worded in both languages here. */
function leftOut(gap: string): { note: string; note_es: string } {
  if (!gap) return { note: '', note_es: '' };
  const notFiled = /^(.+): levy not filed \(left out\)$/.exec(gap);
  if (notFiled) {
    return {
      note: `Left out of the levies: ${notFiled[1]} did not file its levy.`,
      note_es: `Fuera de las recaudaciones: ${notFiled[1]} no presentó su recaudación.`,
    };
  }
  const note = `Not in the levies: ${gap}.`;
  return { note, note_es: withSpanish(note) };
}

const TOPCODED = 'The survey caps taxes paid at $10,000, so this rate understates what owners pay.';

// Parts are recomputed from the published levies (not the rounded per-$1,000 parts) so they add up exactly.
export function seedNewYork(dataDir: string, national: Map<string, Row>): RateRow[] {
  const rows: RateRow[] = readCsv(`${dataDir}/ny-county-full-value-rate-components-2024.csv`).map((r) => {
    const nat = national.get(r.geoid!)!;
    const fv = Number(r.county_taxable_full_value);
    const levy = (...cols: string[]): number => cols.reduce((s, c) => s + (num(r[c]) ?? 0), 0);
    const part = (...cols: string[]): number => (levy(...cols) / fv) * 100;
    const county = part('county_levy_total');
    const cityTown = part('city_levy', 'town_levy', 'town_special_district_levy');
    const village = part('village_levy');
    const school = part('school_levy', 'library_levy');
    const { note, note_es } = leftOut(r.data_gaps ?? '');
    return {
      fips: r.geoid,
      county_name: nat.county_name,
      slug: nat.slug,
      kind: 'nominal',
      basis: 'full-market-value',
      rate_pct: pct(county + cityTown + village + school),
      school_pct: pct(school),
      county_pct: pct(county),
      city_pct: pct(cityTown),
      special_pct: pct(village),
      source: OSC_SOURCE,
      source_year: r.local_fiscal_year,
      confidence: 'medium',
      derived: '1',
      method: 'ny-osc-full-value',
      note,
      note_es,
    };
  });
  for (const fips of NYC_FIPS) {
    const nat = national.get(fips)!;
    rows.push({
      fips,
      county_name: nat.county_name,
      slug: nat.slug,
      kind: 'effective',
      basis: 'market-value',
      rate_pct: nat.effective_rate_pct,
      nyc_class: '1',
      source: nat.source,
      source_year: nat.source_year,
      confidence: nat.taxes_topcoded === '1' ? 'low' : 'medium',
      derived: '0',
      method: 'nyc-class-rules',
      ...(nat.taxes_topcoded === '1' ? { note: TOPCODED, note_es: withSpanish(TOPCODED) } : {}),
    });
  }
  return rows.sort((a, b) => a.fips!.localeCompare(b.fips!));
}

export function nycClassRatesCsv(dataDir: string): string {
  const lines = ['fiscal_year,label,class1_pct,class2_pct,class3_pct,class4_pct,source'];
  const q = (s: string): string => (/[",]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  for (const r of readCsv(`${dataDir}/nyc-class-tax-rates-dof-fy2001-2026.csv`)) {
    // Mid-year rate changes (FY2003, FY2009) keep only DOF's annual figure; FY2003 has none and is left out.
    if (!(r.period!.startsWith('full year') || r.period === 'average annual')) continue;
    const fy = Number(r.fiscal_year);
    const source =
      fy === 2025
        ? "NYC Department of Finance, property tax rates, FY2025 (last updated 2025-01-01; the product spec's table)"
        : `NYC Department of Finance property tax rates: ${r.source}${r.period === 'full year' ? '' : ` (${r.period})`}`;
    lines.push(
      [
        r.fiscal_year,
        `FY${fy} (${r.tax_year_label})`,
        r.class1_rate_pct,
        r.class2_rate_pct,
        r.class3_rate_pct,
        r.class4_rate_pct,
        source,
      ]
        .map((v) => q(v!))
        .join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

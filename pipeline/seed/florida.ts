import type { Row } from './csv.ts';
import { num, pct, readCsv } from './csv.ts';
import type { RateRow } from './rate-columns.ts';
import { withSpanish } from './remarks-es.ts';

// DOR millage is dollars per $1,000; percent is mills ÷ 10.
const mills = (text: string | undefined): number => num(text) ?? 0;

/**
 * Visitors see the publisher and its file; the copy it was read from (a repository extraction) is kept as provenance.
 */
function splitProvenance(source: string, url: string, rollStatus: string): { source: string; provenance: string } {
  const via = /\s*\((via [^)]*)\)\s*$/.exec(source);
  // The roll status (R-NVAB, R-Final) says which tax roll DOR's figures come from: a maintainer's detail.
  const trail = [via ? via[1]! : '', rollStatus ? `roll status ${rollStatus}` : ''].filter(Boolean).join('; ');
  return { source: `${via ? source.slice(0, via.index) : source} (${url})`, provenance: trail };
}

export function seedFlorida(dataDir: string, year: 2024 | 2025, national: Map<string, Row>): RateRow[] {
  return readCsv(`${dataDir}/fl-county-millage-${year}.csv`)
    .map((r) => {
      const nat = national.get(r.geoid!);
      if (!nat) throw new Error(`seed: Florida county ${r.geoid} is not in the national table`);
      const note = r.note ?? '';
      return {
        fips: r.geoid,
        county_name: nat.county_name,
        slug: nat.slug,
        kind: 'nominal',
        basis: 'taxable-value',
        rate_pct: pct(mills(r.total_mills) / 10),
        school_pct: pct(mills(r.school_mills) / 10),
        county_pct: pct(mills(r.county_mills) / 10),
        city_pct: pct(mills(r.less_than_countywide_avg_mills) / 10),
        ...splitProvenance(r.source!, r.source_url!, r.roll_status ?? ''),
        source_year: r.year,
        confidence: r.confidence || 'high',
        derived: '0',
        method: 'fl-dor-average',
        note,
        note_es: note ? withSpanish(note) : '',
      };
    })
    .sort((a, b) => a.fips!.localeCompare(b.fips!));
}

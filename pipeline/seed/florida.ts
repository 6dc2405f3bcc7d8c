import type { Row } from './csv.ts';
import { num, pct, readCsv } from './csv.ts';
import type { RateRow } from './rate-columns.ts';

// DOR millage is dollars per $1,000; percent is mills ÷ 10.
const mills = (text: string | undefined): number => num(text) ?? 0;

/** Visitors see the publisher and its file; the copy it was read from (a repository extraction) is kept as provenance. */
function splitProvenance(source: string, url: string): { source: string; provenance: string } {
  const via = /\s*\((via [^)]*)\)\s*$/.exec(source);
  return { source: `${via ? source.slice(0, via.index) : source} (${url})`, provenance: via ? via[1]! : '' };
}

export function seedFlorida(dataDir: string, year: 2024 | 2025, national: Map<string, Row>): RateRow[] {
  return readCsv(`${dataDir}/fl-county-millage-${year}.csv`).map((r) => {
    const nat = national.get(r.geoid!);
    if (!nat) throw new Error(`seed: Florida county ${r.geoid} is not in the national table`);
    const notes = [
      `County average of DOR's total millage (${r.total_mills} mills): school ${r.school_mills}, county-wide non-school ${r.county_mills}, and city, MSTU and local-district levies averaged over the whole county ${r.less_than_countywide_avg_mills}.`,
      'City residents usually pay several mills more than the average; owners outside cities often pay about the average or less.',
      `Roll status ${r.roll_status}.`,
      r.note ?? '',
    ];
    return {
      fips: r.geoid, county_name: nat.county_name, slug: nat.slug, kind: 'nominal', basis: 'taxable-value',
      rate_pct: pct(mills(r.total_mills) / 10), school_pct: pct(mills(r.school_mills) / 10),
      county_pct: pct(mills(r.county_mills) / 10), city_pct: pct(mills(r.less_than_countywide_avg_mills) / 10),
      ...splitProvenance(r.source!, r.source_url!), source_year: r.year, confidence: r.confidence || 'high', derived: '0',
      note: notes.filter(Boolean).join(' '),
    };
  }).sort((a, b) => a.fips!.localeCompare(b.fips!));
}

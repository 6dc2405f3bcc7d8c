// What year a county's figure is from and what kind of figure it is, for badges, the calculator's
// notice and the report: always the record's own source year, never the table's or the product's.
import type { CountyRate } from '../schema/index.ts';

/**
 * rates: a published levy rate; levies: a rate this project formed from published levies; survey: the Census survey's
 * effective rate.
 */
export type RateYearKind = 'rates' | 'levies' | 'survey';

export interface RateYear {
  kind: RateYearKind;
  /** The source year as shown: "2025", "2024–25", "2020–24". */
  year: string;
}

/** "2020-2024" → "2020–24", "2024-25" → "2024–25", "2025" → "2025". */
export function showYear(sourceYear: string): string {
  const m = /^(\d{4})-(\d{2}|\d{4})$/.exec(sourceYear);
  if (!m) return sourceYear;
  return `${m[1]}–${m[2]!.slice(-2)}`;
}

export function rateYear(county: Pick<CountyRate, 'kind' | 'basis' | 'derived' | 'sourceYear'>): RateYear {
  const year = showYear(county.sourceYear);
  if (county.kind === 'effective') return { kind: 'survey', year };
  // New York's full-value rates are every levy in the county ÷ its full value, formed here from the State Comptroller's
  // levies.
  if (county.basis === 'full-market-value' && county.derived) return { kind: 'levies', year };
  return { kind: 'rates', year };
}

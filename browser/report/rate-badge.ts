// The badge every county figure wears: official or estimate, with the figure's own year and kind
// ("Estimate: 2024 levies", "Census survey 2020–24"), the same on the page, in the calculator and in the PDF.
import { rateYear } from '../../engine/rate-year.ts';
import type { CountyRate } from '../../schema/index.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface Badge {
  className: string;
  text: string;
}

export function rateBadge(
  county: Pick<CountyRate, 'kind' | 'basis' | 'derived' | 'sourceYear' | 'status'>,
  t: Translate,
): Badge {
  const { kind, year } = rateYear(county);
  if (county.status === 'official')
    return { className: 'badge badge-official', text: t('calculator.rateStatus.official', { year }) };
  const key = kind === 'survey' ? 'survey' : kind === 'levies' ? 'estimateLevies' : 'estimate';
  return { className: 'badge badge-estimate', text: t(`calculator.rateStatus.${key}`, { year }) };
}

/** Distinct badges of a list of counties with how many counties wear each, most common first. */
export function badgeCounts(
  counties: readonly Pick<CountyRate, 'kind' | 'basis' | 'derived' | 'sourceYear' | 'status'>[],
  t: Translate,
): (Badge & { count: number })[] {
  const byText = new Map<string, Badge & { count: number }>();
  for (const c of counties) {
    const b = rateBadge(c, t);
    const seen = byText.get(b.text);
    byText.set(b.text, seen ? { ...seen, count: seen.count + 1 } : { ...b, count: 1 });
  }
  return [...byText.values()].sort((a, b) => b.count - a.count || (a.text < b.text ? -1 : 1));
}

import type { NationalCounty } from '../../../schema/index.ts';
import type { StateRow } from '../../../browser/components/content/StateTable.tsx';
import { median } from '../../../i18n/content/figures.ts';

/**
 * Per state: its counties in the national table and the median, lowest and highest effective rate among those with a
 * figure.
 */
export function stateRows(national: readonly NationalCounty[]): StateRow[] {
  const byState = new Map<string, NationalCounty[]>();
  for (const c of national) byState.set(c.state, [...(byState.get(c.state) ?? []), c]);
  return [...byState.entries()]
    .map(([code, counties]) => {
      const rates = counties.map((c) => c.effectiveRatePct).filter((r): r is number => r !== null);
      return {
        code,
        name: counties[0]!.stateName,
        counties: counties.length,
        medianPct: rates.length ? median(rates) : null,
        lowPct: rates.length ? Math.min(...rates) : null,
        highPct: rates.length ? Math.max(...rates) : null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

// A disabled-veteran level picked by id, as a planned exemption on every part.
import type { PlannedExemption } from './bill.ts';
import type { LevelRule } from './rules.ts';

/** null for 'none', no choice, or an id validation already refused. */
export function veteranLevel(
  levels: readonly LevelRule[],
  id: string | undefined,
  homeValue: number,
): PlannedExemption | null {
  if (id === undefined || id === '' || id === 'none') return null;
  const level = levels.find((l) => l.id === id);
  if (level === undefined) return null;
  return {
    id: 'disabledVeteran',
    group: 'veteran',
    appliesTo: 'all',
    // A full exemption takes the whole value off, so the home pays nothing.
    nominalAmount: level.full ? homeValue : level.amount,
    percentage: null,
    disability: level.id,
    full: level.full,
  };
}

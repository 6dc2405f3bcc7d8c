import { useEffect, useState } from 'react';
import { calcState } from '../../../states/engines.ts';
import type { StateCode } from '../../../schema/codes.ts';
import { nextTask } from '../next-task.ts';
import type { CountyListEntry, PickUnit } from './props.ts';
import { pickedOrDefault } from '../../../engine/unit-slots.ts';
import { type UnitsPayload, unpackUnits } from '../../../engine/pick-unit.ts';

/**
 * A county page's taxing units for the bill builder (every state's in one shape), loaded once after hydration.
 * `settled` turns true when the load ends either way: a calculation asked for earlier waits for it.
 * A slot whose units default to the county's typical one starts on it (Texas's school district), so the bill is built
 * unit by unit from the start.
 */
export function useUnits(
  url: string | null,
  state: StateCode,
  initialCounty: CountyListEntry | null,
  preselect: (picks: Record<string, string[]>) => void,
) {
  const [units, setUnits] = useState<PickUnit[] | null>(null);
  const [settled, setSettled] = useState(!url);
  useEffect(() => {
    if (!url) return;
    fetch(url)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
      // Read in one task, shown in the next (Harris County lists over 600 units).
      .then(async (payload: UnitsPayload) => {
        await nextTask();
        const data = { units: unpackUnits(payload) };
        setUnits(data.units);
        const typical = calcState(state)
          .units.slots.filter((s) => s.fallback === 'typical')
          .map((s) => [s.key, pickedOrDefault(s, data.units, {}, initialCounty)] as const)
          .filter(([, ids]) => ids.length > 0);
        if (typical.length) preselect(Object.fromEntries(typical));
      })
      .catch(() => setUnits(null))
      .finally(() => setSettled(true));
    // Load once after hydration; the server render never fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { units, settled };
}

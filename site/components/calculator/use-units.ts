import { useEffect, useState } from 'react';
import { calcState } from '../../calc/states/index.ts';
import type { StateCode } from '../../calc/types.ts';
import { type NyPageUnit, fetchNyUnits } from './ny-bill.ts';
import { fetchAreaUnits } from './area-bill.ts';
import { nextTask } from '../next-task.ts';
import type { AreaPickUnit } from '../../calc/area-units.ts';
import type { CountyListEntry, PickUnit } from './props.ts';

/**
 * A county page's taxing units for the bill builder (Texas, New York; Florida's and California's areas),
 * loaded once after hydration.
 * `settled` turns true when the load ends either way: a calculation asked for earlier waits for it.
 * Texas starts on the school district whose rate the county's typical bill uses (`pickSchool`).
 */
export function useUnits(
  url: string | null,
  state: StateCode,
  initialCounty: CountyListEntry | null,
  pickSchool: (id: string) => void,
) {
  const [units, setUnits] = useState<PickUnit[] | null>(null);
  const [nyUnits, setNyUnits] = useState<NyPageUnit[] | null>(null);
  const [areaUnits, setAreaUnits] = useState<AreaPickUnit[] | null>(null);
  const [settled, setSettled] = useState(!url);
  useEffect(() => {
    const builder = calcState(state).form?.billBuilder;
    if (url && builder === 'ny-units') {
      fetchNyUnits(url)
        .then(setNyUnits)
        .catch(() => setNyUnits(null))
        .finally(() => setSettled(true));
    } else if (url && builder === 'area') {
      fetchAreaUnits(url)
        .then(setAreaUnits)
        .catch(() => setAreaUnits(null))
        .finally(() => setSettled(true));
    } else if (url) {
      fetch(url)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        // Read in one task, shown in the next (Harris County lists over 600 units).
        .then(async (data: { units: PickUnit[] }) => {
          await nextTask();
          setUnits(data.units);
          const typical = initialCounty?.components?.school;
          const school =
            data.units.find((u) => u.type === 'school' && u.ratePct === typical) ??
            data.units.find((u) => u.type === 'school');
          pickSchool(school?.id ?? '');
          setSettled(true);
        })
        .catch(() => {
          setUnits(null);
          setSettled(true);
        });
    }
    // Load once after hydration; the server render never fetches.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { units, nyUnits, areaUnits, settled };
}

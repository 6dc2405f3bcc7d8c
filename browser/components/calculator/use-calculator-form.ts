import { useCallback, useRef, useState } from 'react';
import type { StateCode } from '../../../schema/codes.ts';
import { type useValueText } from './HomeValueField.tsx';
import type { CalculatorProps, CountyListEntry } from './props.ts';
import { saveCounty, savedCountyIn } from './saved-county.ts';
import { type FormState, initialForm } from './state.ts';
import type { CalculatorNotices } from './use-calculator-notices.ts';
import { useCountyList } from './use-county-list.ts';
import { useSearchPick } from './use-search-pick.ts';
import { useUnits } from './use-units.ts';

/**
 * The calculator's form and what fills it after hydration: the county list (a county page's own county, else the
 * visitor's last pick), the county's units (a slot's typical unit to start on), a county picked in the search box.
 * `edit` is the visitor's own change (beside the form it refills the result); `apply` sets a link's or the wizard's.
 */
export function useCalculatorForm(
  props: CalculatorProps,
  state: StateCode,
  say: CalculatorNotices,
  value: ReturnType<typeof useValueText>,
) {
  const [form, setForm] = useState<FormState>(() =>
    initialForm(props.defaultHomeValue, props.initialCounty?.slug ?? ''),
  );
  const fromLink = useRef(false);
  // A county page and a shared link name their county; elsewhere the visitor's last pick comes back.
  const restoreSaved = useCallback(
    (list: CountyListEntry[]) => {
      if (props.initialCounty || fromLink.current) return;
      const saved = savedCountyIn(state, list);
      if (saved) setForm((f) => ({ ...f, county: saved }));
    },
    [props.initialCounty, state],
  );
  const list = useCountyList(props.countyListUrl, props.initialCounty, say, restoreSaved);
  // The picks a link or the visitor already made win over the ones the units file starts on.
  const preselect = useCallback(
    (picks: Record<string, string[]>) => setForm((f) => ({ ...f, picks: { ...picks, ...f.picks } })),
    [],
  );
  const units = useUnits(props.unitsUrl, state, props.initialCounty, preselect);
  useSearchPick(
    useCallback(
      (slug: string) => {
        setForm((f) => ({ ...f, county: slug }));
        saveCounty(state, slug);
      },
      [state],
    ),
  );
  const update = useCallback((patch: Partial<FormState>): void => setForm((f) => ({ ...f, ...patch })), []);
  const [edited, setEdited] = useState(false);
  const edit = useCallback(
    (patch: Partial<FormState>): void => {
      setEdited(true);
      update(patch);
    },
    [update],
  );
  const apply = (patch: Partial<FormState>): void => {
    update(patch);
    if (patch.value !== undefined) value.reset(patch.value);
  };
  const onCounty = (slug: string): void => {
    edit({ county: slug });
    const picked = list.counties?.find((c) => c.slug === slug);
    if (!picked) return;
    saveCounty(state, slug);
    say.countySelected(picked);
  };
  return { form, edit, apply, edited, fromLink, onCounty, ...list, units: units.units, unitsSettled: units.settled };
}

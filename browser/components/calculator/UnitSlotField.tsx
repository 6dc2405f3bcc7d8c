import { useState } from 'react';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { UnitSlot } from '../../../engine/state-module.ts';
import { SEARCH_ABOVE, slotOptions } from './unit-picks.ts';
import { pickedOrDefault, slotClosed, withPick } from '../../../engine/unit-slots.ts';
import { UnitSearchList } from './UnitSearchList.tsx';
import type { UnitPickerProps } from './props.ts';

/** One slot of the bill builder: a select of a few units, or a searched list of many (or of any number to tick). */
export function UnitSlotField({
  slot,
  label,
  rules,
  words,
  units,
  county,
  form,
  update,
  t,
  lang,
  errorFor,
  first: zipFirst,
}: UnitPickerProps & { slot: UnitSlot; label: (u: PickUnit) => string }) {
  const [variants, setVariants] = useState(false);
  const text = words.slots[slot.key] ?? { label: slot.key };
  const state = slotClosed(rules, slot, units, form.picks);
  const first = zipFirst?.[slot.key];
  const all = slotOptions(rules, slot, units, form.picks, lang, first);
  const options = variants ? all : all.filter((u) => !u.variant);
  const chosen = state === 'open' ? pickedOrDefault(slot, units, form.picks, county) : [];
  const set = (ids: string[]) => update({ picks: withPick(rules, units, form.picks, slot, ids) });
  const id = `unit-${slot.key}`;
  const error = errorFor(slot.key) ?? (slot.key === rules.slots[0]?.key ? errorFor('unit') : null);
  const searched = slot.many || options.length > SEARCH_ABOVE;
  const hint =
    state === 'not-here' ? text.closedHint : state === 'needs-parent' ? (text.waitHint ?? text.hint) : text.hint;
  return (
    <div className="unit-slot" data-slot={slot.key}>
      {searched && state !== 'open' ? (
        <p className="field-label">{t(text.label)}</p>
      ) : searched ? (
        <UnitSearchList
          id={id}
          title={t(text.label)}
          options={options}
          chosen={chosen}
          many={slot.many === true}
          none={text.none ? t(text.none) : null}
          placeholder={t(text.search ?? 'billBuilder.search.label')}
          hint={text.searchHint ? t(text.searchHint) : null}
          label={label}
          onChange={set}
          t={t}
          lang={lang}
          suggested={first}
        />
      ) : (
        <>
          <label htmlFor={id} className="field-label">
            {t(text.label)}
          </label>
          <select
            id={id}
            name={slot.key}
            value={chosen[0] ?? ''}
            disabled={state !== 'open'}
            onChange={(e) => set(e.target.value ? [e.target.value] : [])}
          >
            {(text.none || chosen.length === 0) && <option value="">{text.none ? t(text.none) : '—'}</option>}
            {options.map((u) => (
              <option key={u.id} value={u.id}>
                {label(u)}
              </option>
            ))}
          </select>
        </>
      )}
      {all.some((u) => u.variant) && (
        <label className="check small">
          <input type="checkbox" checked={variants} onChange={(e) => setVariants(e.target.checked)} />{' '}
          {t('billBuilder.search.variants')}
        </label>
      )}
      {hint && <p className="field-hint">{t(hint)}</p>}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

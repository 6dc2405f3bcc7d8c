import { useMemo } from 'react';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import { unitDisplayName } from '../../../i18n/unit-names.ts';
import { publishedRate } from '../../report/rate-text.ts';
import { LocalExemptionFields } from './LocalExemptionFields.tsx';
import { UnitRateFields } from './UnitRateFields.tsx';
import { UnitSlotField } from './UnitSlotField.tsx';
import { unitsOnBill } from '../../../engine/unit-slots.ts';
import type { UnitPickerProps } from './props.ts';

export type { UnitPickerProps };

/**
 * The bill builder of every state: the units the home lies in, slot by slot as the state's rules list them (a school
 * district, a city and districts; a town, a village and a school segment; a city or tax rate area), then a rate field
 * for each unit on the bill: to fill one never reported, or to put the rate of the visitor's own notice.
 */
export function UnitPicker(props: UnitPickerProps) {
  const { rules, words, units, form, t, lang } = props;
  const label = useMemo(() => {
    const mills = t('billBuilder.rate.units.mills');
    return (u: PickUnit): string => {
      const rate =
        u.ratePct === null
          ? t('billBuilder.rate.none', { year: u.taxYear })
          : publishedRate(u.ratePct, rules.rate.unit, lang, mills);
      const settled = u.status === 'adopted' || u.status === 'final';
      return `${unitDisplayName(u, lang)} (${rate}${settled ? '' : `, ${t(`billBuilder.year.status.${u.status}`)}`})`;
    };
  }, [rules, lang, t]);
  const years = new Set(units.map((u) => u.taxYear));
  const year = [...years][0] ?? '';
  const shownYear = words.fiscalYear && year !== '' ? `${year}-${String((year + 1) % 100).padStart(2, '0')}` : year;
  const wide = units.filter((u) => u.countywide && u.type !== 'county');
  const onBill = unitsOnBill(rules, units, form.picks, props.county);
  return (
    <div className="unit-picker" data-unit-picker>
      <fieldset>
        <legend>{t(words.title)}</legend>
        <p className="field-hint">
          {years.size > 1 && words.introMixed ? t(words.introMixed) : t(words.intro, { year: shownYear })}
        </p>
        {rules.slots.map((slot) => (
          <UnitSlotField key={slot.key} {...props} slot={slot} label={label} />
        ))}
        {words.countywide && wide.length > 0 && (
          <p className="field-hint">{t(words.countywide, { names: wide.map(label).join(', ') })}</p>
        )}
        {words.partial && <p className="field-hint">{t(words.partial)}</p>}
        <UnitRateFields {...props} onBill={onBill} />
        {rules.ownExemptions && (
          <LocalExemptionFields
            onBill={onBill}
            form={form}
            update={props.update}
            t={t}
            lang={lang}
            floor={props.floor}
            maxPct={props.maxPct}
            errorFor={props.errorFor}
          />
        )}
      </fieldset>
    </div>
  );
}

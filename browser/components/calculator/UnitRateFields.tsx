import type { PickUnit } from '../../../engine/pick-unit.ts';
import { unitDisplayName } from '../../../i18n/unit-names.ts';
import type { UnitPickerProps } from './props.ts';

/**
 * A rate field for each unit on the bill: always shown for a unit that reported none (its line is $0 until filled),
 * folded away for the others, where the visitor may put the rate of their own notice in place of ours.
 */
export function UnitRateFields({
  onBill,
  rules,
  form,
  update,
  t,
  lang,
  errorFor,
  warningFor,
}: UnitPickerProps & { onBill: readonly PickUnit[] }) {
  if (onBill.length === 0) return null;
  const unit = rules.rate.unit;
  const words = t(`billBuilder.rate.units.${unit}`);
  const missing = onBill.filter((u) => u.ratePct === null);
  const rated = onBill.filter((u) => u.ratePct !== null);
  const typed = rated.some((u) => (form.unitRates[u.id] ?? '') !== '');
  const field = (u: PickUnit, lead: string | null) => {
    const id = `unit-rate-${u.id}`;
    const problem = errorFor(`unitRate-${u.id}`);
    const warning = warningFor(`unitRate-${u.id}`);
    return (
      <li key={u.id} data-rate-unit={u.id} data-rate-missing={u.ratePct === null ? '' : undefined}>
        {lead && <p className="small">{lead}</p>}
        <label htmlFor={id} className="small">
          {lead ? t('billBuilder.rate.label', { unit: words }) : `${unitDisplayName(u, lang)}, ${words}`}
        </label>
        <input
          id={id}
          name={`unitRate-${u.id}`}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={form.unitRates[u.id] ?? ''}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => update({ unitRates: { ...form.unitRates, [u.id]: e.target.value } })}
        />
        <span id={`${id}-hint`} className="field-hint">
          {t('billBuilder.rate.hint', { example: t(`billBuilder.rate.examples.${unit}`) })}
        </span>
        {problem && (
          <span className="field-error" role="alert">
            {problem}
          </span>
        )}
        {!problem && warning && (
          <span className="field-warning" role="status">
            {warning}
          </span>
        )}
      </li>
    );
  };
  return (
    <div className="unit-rates">
      {missing.length > 0 && (
        <ul className="rate-list">
          {missing.map((u) =>
            field(u, t('billBuilder.rate.missing', { year: u.taxYear, name: unitDisplayName(u, lang) })),
          )}
        </ul>
      )}
      {rated.length > 0 && (
        <details className="own-rates" open={typed}>
          <summary>{t('billBuilder.rate.own')}</summary>
          <ul className="rate-list">{rated.map((u) => field(u, null))}</ul>
        </details>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { Lang } from '../../../schema/codes.ts';
import type { LocalExemptions } from '../../../schema/index.ts';
import { formatCurrency, formatNumber } from '../../../i18n/format.ts';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { EnteredLocal } from './state.ts';
import type { UnitPickerProps } from './props.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** What we hold of a unit's own exemptions, in one line: "20 % (at least $5,000); over-65 $160,000 · 2025". */
export function localSummary(local: LocalExemptions, t: Translate, lang: Lang, floor: number): string {
  const parts: string[] = [];
  if (local.homesteadPct !== null) {
    parts.push(
      local.homesteadPct > 0
        ? t('billBuilder.local.pct', {
            pct: formatNumber(local.homesteadPct, lang, local.homesteadPct % 1 ? 1 : 0),
            min: formatCurrency(Math.max(floor, local.homesteadFlat ?? 0), lang),
          })
        : t('billBuilder.local.noHomestead'),
    );
  } else if (local.homesteadFlat !== null)
    parts.push(t('billBuilder.local.flat', { amount: formatCurrency(local.homesteadFlat, lang) }));
  if (local.over65Amount !== null)
    parts.push(t('billBuilder.local.over65', { amount: formatCurrency(local.over65Amount, lang) }));
  if (local.disabledAmount !== null && local.disabledAmount !== local.over65Amount)
    parts.push(t('billBuilder.local.disabled', { amount: formatCurrency(local.disabledAmount, lang) }));
  return `${parts.join('; ')} · ${local.taxYear}`;
}

/**
 * The units on the visitor's bill with their own exemptions: ours with their year, or two fields to
 * type them in where we hold none, so a unit is never silently taxed without its exemption.
 */
export function LocalExemptionFields({
  onBill,
  form,
  update,
  t,
  lang,
  floor,
  maxPct,
  errorFor,
}: Pick<UnitPickerProps, 'form' | 'update' | 't' | 'lang' | 'floor' | 'maxPct' | 'errorFor'> & {
  /** The units on the visitor's bill (engine/unit-slots.ts unitsOnBill). */
  onBill: readonly PickUnit[];
}) {
  const asked = form.homestead || form.over65 || form.disabled;
  // Closed, the list is not built: otherwise it is built with the units as they arrive, in a task a slow phone
  // already feels. Opened once, by the visitor or by an exemption ticked, it stays built.
  const [opened, setOpened] = useState(false);
  const built = asked || opened;
  const set = (id: string, patch: Partial<EnteredLocal>) => {
    const was = form.localEntered[id] ?? { pct: '', over65: '' };
    update({ localEntered: { ...form.localEntered, [id]: { ...was, ...patch } } });
  };
  return (
    <details
      className="local-exemptions"
      open={asked}
      onToggle={(e) => {
        if (e.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{t('billBuilder.local.title')}</summary>
      <p className="field-hint">{t('billBuilder.local.intro', { max: maxPct, min: formatCurrency(floor, lang) })}</p>
      {built && (
        <ul className="local-list">
          {onBill.map((u) => {
            const typed = form.localEntered[u.id] ?? { pct: '', over65: '' };
            const error = errorFor(`local-${u.id}`);
            return (
              <li key={u.id} data-local-unit={u.id} data-local-known={u.local ? 'yes' : 'no'}>
                <strong>{u.name}</strong>{' '}
                {u.local ? (
                  <span className="small">{localSummary(u.local, t, lang, floor)}</span>
                ) : (
                  <span className="local-entry">
                    <span className="small muted">{t('billBuilder.local.unknown')}</span>
                    <label className="small">
                      {t('billBuilder.local.enterPct', { max: maxPct })}
                      <input
                        type="number"
                        inputMode="decimal"
                        min={0}
                        max={maxPct}
                        step="0.5"
                        value={typed.pct}
                        name={`local-pct-${u.id}`}
                        aria-invalid={error ? true : undefined}
                        onChange={(e) => set(u.id, { pct: e.target.value })}
                      />
                    </label>
                    <label className="small">
                      {t('billBuilder.local.enterOver65')}
                      <input
                        type="text"
                        inputMode="numeric"
                        value={typed.over65}
                        name={`local-over65-${u.id}`}
                        onChange={(e) => set(u.id, { over65: e.target.value })}
                      />
                    </label>
                    {error && (
                      <span className="field-error" role="alert">
                        {error}
                      </span>
                    )}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </details>
  );
}

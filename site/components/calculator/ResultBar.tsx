import { PARTS, type GeneralResult, type NycResult } from '../../calc/model.ts';
import type { Lang, StateConfig } from '../../calc/types.ts';
import { formatCurrency } from '../../i18n/format.ts';
import { StackedBar, Swatch } from '../charts/StackedBar.tsx';
import { partLabel } from './Results.tsx';
import { nyUnitName } from '../../i18n/ny-unit-names.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * Where the tax goes, as one bar read at a glance, with each part's amount beside its colour; redrawn with every
 * result.
 */
export function ResultBar({
  result,
  config,
  t,
  lang,
}: {
  result: GeneralResult | NycResult;
  config?: StateConfig;
  t: Translate;
  lang: Lang;
}) {
  const parts =
    result.kind === 'nyc'
      ? [{ key: 'city', label: t('nyc.cityTax'), tax: result.finalTax }]
      : result.units?.length
        ? result.units.filter((u) => u.tax > 0).map((u) => ({ key: u.id, label: nyUnitName(u.name, lang), tax: u.tax }))
        : result.unitLines?.length
          ? result.unitLines
              .filter((u) => u.tax > 0)
              .map((u) => ({
                key: u.id,
                label: u.id === u.part && config ? partLabel(config, u.part, t, lang) : u.name,
                tax: u.tax,
              }))
          : [
              ...PARTS.filter((p) => result.countyBreakdown[p].tax > 0).map((p) => ({
                key: p,
                label:
                  result.rate.split === 'survey' || !config
                    ? t(`calculator.results.${result.rate.split === 'survey' ? 'surveyRate' : `entities.${p}`}`)
                    : partLabel(config, p, t, lang),
                tax: result.countyBreakdown[p].tax,
              })),
              ...result.extraUnits.filter((u) => u.tax > 0).map((u) => ({ key: u.id, label: u.name, tax: u.tax })),
            ];
  const total = result.kind === 'nyc' ? result.finalTax : result.annualTax;
  if (parts.length === 0 || total <= 0) return null;
  return (
    <div className="result-bar" data-result-bar>
      <p className="result-bar-title">
        <strong>{t('visual.result.barTitle', { amount: formatCurrency(total, lang) })}</strong>
      </p>
      <StackedBar parts={parts.map((p) => ({ key: p.key, value: p.tax }))} />
      <ul>
        {parts.map((p, i) => (
          <li key={p.key} data-bar-part={p.key}>
            <Swatch index={i} />
            {p.label}: <strong>{formatCurrency(p.tax, lang)}</strong>
          </li>
        ))}
      </ul>
    </div>
  );
}

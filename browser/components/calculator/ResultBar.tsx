import type { GeneralResult, NycResult } from '../../../engine/model.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { StateConfig } from '../../../schema/index.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import { StackedBar, Swatch } from '../charts/StackedBar.tsx';
import { lineLabel } from '../../report/line-label.ts';

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
  // Every state's bill is its lines. New York City's is one levy less a credit: one bar of what is paid.
  const survey = result.kind === 'general' && result.rate.split === 'survey';
  const parts =
    result.kind === 'nyc'
      ? [{ key: 'city', label: t('nyc.cityTax'), tax: result.annualTax }]
      : result.units
          .filter((u) => u.tax > 0)
          .map((u) => ({ key: u.id, label: lineLabel(u, config, survey, t, lang), tax: u.tax }));
  const total = result.annualTax;
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

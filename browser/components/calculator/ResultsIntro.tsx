import type { CountyListEntry, TypicalBill } from './props.ts';
import { formatCurrency } from '../../../i18n/format.ts';
import type { Lang } from '../../../schema/codes.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * What the results area shows before the first calculation: on a county page the county's typical
 * bill (the engine's own figure at the default value, no exemptions), elsewhere what to do.
 */
export function ResultsIntro({
  county,
  typical,
  value,
  t,
  lang,
}: {
  county: CountyListEntry | null;
  typical: TypicalBill | null;
  value: number;
  t: Translate;
  lang: Lang;
}) {
  if (!county || !typical)
    return (
      <p className="results-intro muted" data-results-intro>
        {t('visual.result.prompt')}
      </p>
    );
  const m = (n: number): string => formatCurrency(n, lang);
  return (
    <div className="results-intro" data-results-intro>
      <h3>{t('visual.result.typicalTitle', { county: county.name })}</h3>
      <p>
        {t('visual.result.typicalText', { value: m(value), amount: m(typical.annual), monthly: m(typical.monthly) })}
      </p>
    </div>
  );
}

import type { NycResult } from '../../engine/model.ts';
import type { Lang } from '../../schema/codes.ts';
import { formatPercent } from '../../i18n/format.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** Where the assessed value came from, in a few words. */
export function assessedHow(r: NycResult, t: Translate, lang: Lang): string {
  const pct = (n: number) => formatPercent(n, lang);
  if (r.assessed.how === 'entered') return t('nyc.assessedEntered');
  if (r.assessed.how === 'citywide-ratio') return t('nyc.assessedEstimated', { ratio: pct(r.assessed.ratioPct) });
  return t('nyc.assessedTarget', { ratio: pct(r.assessed.targetRatioPct) });
}

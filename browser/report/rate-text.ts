// A unit's rate as its publisher prints it, in the page's language: Florida's in mills to four
// decimals, California's tax rate areas in percent to six, Texas's and New York's as a percent.
import { shiftNumber } from '../../engine/decimal.ts';
import type { Lang } from '../../schema/codes.ts';
import type { RateUnit } from '../../schema/index.ts';
import { formatNumber, formatPercent, formatRate } from '../../i18n/format.ts';

export function publishedRate(pct: number, unit: RateUnit, lang: Lang, mills: string): string {
  if (unit === 'mills') return `${formatNumber(shiftNumber(pct, 1), lang, 4)} ${mills}`;
  if (unit === 'percent') return formatPercent(pct, lang, 6);
  return formatRate(pct, lang);
}

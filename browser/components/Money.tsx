import type { Lang } from '../../schema/codes.ts';
import { formatCurrency, formatPercent, formatRate } from '../../i18n/format.ts';

export const money = (n: number, lang: Lang): string => formatCurrency(n, lang);
export const percent = (n: number, lang: Lang): string => formatPercent(n, lang);
export const rate = (n: number, lang: Lang): string => formatRate(n, lang);

// The tax year and status of a Texas bill line's rate, as the page, the bill builder and the PDF
// word it: "2026 adopted", "2026 proposed", "2025: 2026 not in our data yet". A figure read in a
// copy says so. Pure text, shared by the islands and the prerendered pages.
import type { UnitStatus } from '../calc/types.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface RateYear {
  taxYear?: number;
  status?: UnitStatus;
  viaCopy?: true;
}

/** null for a line without a year (a stand-in part or a unit typed in by hand). */
export function rateYearText(line: RateYear, productYear: number, t: Translate): string | null {
  if (line.taxYear === undefined || line.status === undefined) return null;
  if (line.taxYear < productYear) return t('billBuilder.year.stale', { year: line.taxYear, productYear });
  const text = t('billBuilder.year.current', {
    year: line.taxYear,
    status: t(`billBuilder.year.status.${line.status}`),
  });
  return line.viaCopy ? `${text} (${t('billBuilder.year.viaCopy')})` : text;
}

/** "1 of 4 units of this bill have their 2026 rate", over the lines that carry a year. */
export function rateYearBadge(lines: readonly RateYear[], productYear: number, t: Translate): string | null {
  const dated = lines.filter((l) => l.taxYear !== undefined);
  if (dated.length === 0) return null;
  const current = dated.filter((l) => l.taxYear! >= productYear).length;
  const vars = { current, total: dated.length, year: productYear };
  return current === 0 ? t('billBuilder.year.badgeNone', vars) : t('billBuilder.year.badge', vars);
}

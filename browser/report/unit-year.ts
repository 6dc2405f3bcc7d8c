// The tax year and status of a Texas bill line's rate, as the page, the bill builder and the PDF
// word it: "2026 adopted", "2026 proposed", "2025: 2026 not in our data yet". A figure read in a
// copy says so. Pure text, shared by the islands and the prerendered pages.
import type { LineStatus } from '../../engine/model.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export interface RateYear {
  taxYear?: number | null;
  status?: LineStatus | null;
  viaCopy?: true;
}

/** null for a line without a year (a stand-in part or a unit typed in by hand); "your rate" for one typed in. */
export function rateYearText(line: RateYear, productYear: number, t: Translate): string | null {
  if (line.status === 'typed') return t('billBuilder.rate.yours');
  if (line.taxYear === undefined || line.taxYear === null || line.status === undefined || line.status === null)
    return null;
  if (line.status === 'no-rate') return t('billBuilder.rate.none', { year: line.taxYear });
  if (line.taxYear < productYear) {
    // An older year's rate that was never settled says what it was (proposed, tentative …), never passing for adopted.
    const unsettled = line.status !== 'adopted' && line.status !== 'final';
    const notes = [
      ...(unsettled ? [t(`billBuilder.year.status.${line.status}`)] : []),
      ...(line.viaCopy ? [t('billBuilder.year.viaCopy')] : []),
    ];
    const stale = t('billBuilder.year.stale', { year: line.taxYear, productYear });
    return notes.length ? `${stale} (${notes.join(', ')})` : stale;
  }
  const text = t('billBuilder.year.current', {
    year: line.taxYear,
    status: t(`billBuilder.year.status.${line.status}`),
  });
  return line.viaCopy ? `${text} (${t('billBuilder.year.viaCopy')})` : text;
}

/** "1 of 4 units of this bill have their 2026 rate", over the lines that carry a year. */
export function rateYearBadge(lines: readonly RateYear[], productYear: number, t: Translate): string | null {
  const dated = lines.filter((l) => l.taxYear !== undefined && l.taxYear !== null && l.status !== 'typed');
  if (dated.length === 0) return null;
  const current = dated.filter((l) => l.taxYear! >= productYear).length;
  const vars = { current, total: dated.length, year: productYear };
  if (dated.length === 1) return t(current === 0 ? 'billBuilder.year.badgeOneNone' : 'billBuilder.year.badgeOne', vars);
  return current === 0 ? t('billBuilder.year.badgeNone', vars) : t('billBuilder.year.badge', vars);
}

// Buyer mode's closing date: a real day, at most two years before or after today. A date further
// off (1900-01-01, a year typed wrong) would be billed on rates, exemptions and escrow rules that
// were not, or are not yet, those of its year. The calculator, the phone wizard and `calc` all
// check it here, against a clock the caller may set.
import type { ClosingDate } from './buyer-parts.ts';
import { error, errorWith } from './messages.ts';
import type { CalcError } from './model.ts';

/** How far from today, either way, a closing may lie. */
export const CLOSING_YEARS = 2;

const iso = (y: number, m: number, d: number): string =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** The same day `years` away; 29 February becomes the 28th in a year without it. */
function yearsAway(y: number, m: number, d: number, years: number): string {
  const last = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  return iso(y + years, m, Math.min(d, last));
}

/** The first and last closing dates taken on `today` (its calendar day where the code runs), as YYYY-MM-DD. */
export function closingWindow(today: Date = new Date()): { from: string; to: string } {
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()];
  return { from: yearsAway(y, m, d, -CLOSING_YEARS), to: yearsAway(y, m, d, CLOSING_YEARS) };
}

/** Year and month of a YYYY-MM-DD day that exists, else null. */
export function closingParts(closing: string): ClosingDate | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(closing);
  if (!m) return null;
  const d = new Date(`${closing}T00:00:00Z`);
  if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== closing) return null;
  return { year: Number(m[1]), month: Number(m[2]) };
}

/** Why buyer mode refuses a closing date on `today`, or null when it takes it. */
export function closingProblem(closing: string, today: Date = new Date()): CalcError | null {
  if (!closingParts(closing))
    return error('closing', 'invalid-value', `expected a closing date as YYYY-MM-DD, found ${JSON.stringify(closing)}`);
  const { from, to } = closingWindow(today);
  if (closing >= from && closing <= to) return null;
  return errorWith(
    'closing',
    'closing-out-of-range',
    { from, to },
    `expected a closing date from ${from} to ${to}, found ${JSON.stringify(closing)}`,
  );
}

// Confirmed subscribers as CSV, for a mailing tool. Free-text cells that a spreadsheet would run
// as a formula (=, +, -, @ first) get a leading apostrophe.
import type { ConfirmedSubscriber } from './store.ts';

export const CSV_COLUMNS = ['email', 'first_name', 'state', 'county', 'language', 'tags', 'subscribed_at', 'confirmed_at'] as const;

function cell(value: string, freeText: boolean): string {
  const safe = freeText && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: readonly ConfirmedSubscriber[]): string {
  const lines = rows.map((r) => [
    cell(r.email, false),
    cell(r.first_name ?? '', true),
    cell(r.state, false),
    cell(r.county ?? '', true),
    cell(r.language, false),
    cell((JSON.parse(r.tags) as string[]).join(' '), true),
    cell(r.created_at, false),
    cell(r.confirmed_at, false),
  ].join(','));
  return [CSV_COLUMNS.join(','), ...lines].join('\n') + '\n';
}

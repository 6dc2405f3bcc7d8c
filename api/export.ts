// Confirmed subscribers as CSV, for a mailing tool. Any cell a spreadsheet would run as a formula
// (=, +, -, @, tab or carriage return first) gets a leading apostrophe: e-mail addresses too, since
// "+1@example.com" and "-x@example.com" are valid addresses.
import type { ConfirmedSubscriber } from './store.ts';

export const CSV_COLUMNS = [
  'email',
  'first_name',
  'state',
  'county',
  'language',
  'tags',
  'subscribed_at',
  'confirmed_at',
] as const;

function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function subscribersCsv(rows: readonly ConfirmedSubscriber[]): string {
  const lines = rows.map((r) =>
    [
      r.email,
      r.first_name ?? '',
      r.state,
      r.county ?? '',
      r.language,
      (JSON.parse(r.tags) as string[]).join(' '),
      r.created_at,
      r.confirmed_at,
    ]
      .map(cell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...lines].join('\n') + '\n';
}

// The months' names as en-US and es-MX write them in a long date, for the guides' dates (placeholders.ts) and buyer
// mode's (buyer-text.ts).
import type { Lang } from '../schema/codes.ts';

/** Intl's own (tests/unit/i18n/date-words.test.ts holds them to it). */
export const MONTH_NAMES: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

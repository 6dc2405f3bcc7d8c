// Free-text columns (names, sources, notes) end up on every page that shows the county and in the
// generated JSON the browser loads. Each has a length limit, and none may hold control characters:
// NUL, ANSI escapes and the like are invisible in a spreadsheet but break terminals and pages;
// bidirectional overrides reorder what a reviewer sees; U+FFFD means letters were lost in a
// conversion from another encoding.
import { z } from 'zod';

/** Longest value of each kind of column, in characters; today's data uses a third or less. */
export const TEXT_LIMITS = { name: 100, id: 100, source: 500, note: 2000 } as const;

/** C0 and C1 controls (tab and line breaks included), DEL, bidirectional controls and U+FFFD. */
const SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/u;
/** The same, but a note may run over several lines (a quoted CSV field with line breaks). */
const MULTI_LINE = /[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFD]/u;

const codePoint = (c: string): string => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

export interface FreeTextOptions {
  max: number;
  /** Line breaks allowed (notes). */
  multiline?: boolean;
  /** What a required column expects when empty, e.g. 'a county name'; optional columns may be empty. */
  required?: string;
}

export function freeText(opts: FreeTextOptions) {
  const forbidden = opts.multiline ? MULTI_LINE : SINGLE_LINE;
  return z.string().superRefine((v, ctx) => {
    if (opts.required && v === '') {
      ctx.addIssue({ code: 'custom', message: opts.required });
      return;
    }
    if (v.length > opts.max) {
      ctx.addIssue({ code: 'custom', message: `at most ${opts.max.toLocaleString('en-US')} characters` });
      return;
    }
    const bad = forbidden.exec(v);
    if (bad) {
      const what =
        bad[0] === '\uFFFD'
          ? `no U+FFFD replacement character (at character ${bad.index + 1}: letters were lost converting the file from another encoding)`
          : `text without control characters (${codePoint(bad[0])} at character ${bad.index + 1})`;
      ctx.addIssue({ code: 'custom', message: what });
    }
  });
}

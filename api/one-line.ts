// What a one-line field (a name, a subject, a county) may hold. Such a field ends up in an e-mail's
// headers and on pages, so nothing in it may read as something else there: no control characters,
// nothing that hides itself or turns the line around, no encoded word a mail program would decode
// into other text; and a name must show at least one letter.

/** Control characters (NUL, escape sequences …), which no form field needs. */
export const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * Characters that change how the rest of a line reads without showing themselves: direction
 * marks, embeddings, overrides and isolates ("Ana" followed by U+202E shows the text after it
 * backwards), and invisible ones (zero-width space, word joiner, byte-order mark, soft hyphen,
 * Hangul fillers, tag characters). Zero-width (non-)joiners are kept: Persian, Indic scripts and
 * emoji need them to join or part letters.
 */
export const HIDDEN = new RegExp(
  [
    '[\\u00AD\\u061C\\u115F\\u1160\\u200B\\u200E\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u3164\\uFEFF\\uFFA0\\uFFF9-\\uFFFB]',
    '[\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E007F}]',
    // Marks that combine with the letter before them, so each stands alone here.
    '\\u034F',
    '\\u17B4',
    '\\u17B5',
    '[\\u180B-\\u180F]',
  ].join('|'),
  'u',
);

/**
 * A MIME encoded word (RFC 2047), "=?utf-8?q?Hi=0D=0ABcc:x@example.com?=": a mail program decodes
 * it in a header, so the subject would show the line break and the "Bcc:" it spells even though
 * the field itself holds neither. Nobody types one.
 */
export const ENCODED_WORD = /=\?[^?]+\?[bq]\?[^?]*\?=/i;

/** A letter of any script: joiners and combining marks alone show nothing to call someone by. */
export const hasLetter = (value: string): boolean => /\p{L}/u.test(value);

/** "U+200D", the way the messages name a character nobody can see. */
export const codePoint = (char: string): string =>
  `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

/** A value without a letter as a message shows it: code points when nothing in it can be seen. */
export function shownWithoutLetter(value: string): string {
  const chars = [...value];
  if (chars.every((c) => /[\p{M}\p{C}\p{Z}]/u.test(c))) return chars.map(codePoint).join(' ');
  return JSON.stringify(value);
}

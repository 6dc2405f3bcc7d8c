// Every body the API accepts, as zod schemas, and the one place that turns a zod issue into a
// message naming the field. Handlers only ever see parsed, trimmed, typed values.
import { VARIANTS } from '../schema/codes.ts';
import { z } from 'zod';
import { LIMITS, type ApiLanguage } from './contract.ts';
import { asciiDomain } from './email-address.ts';
import { fieldLabel, say, type MessageKey } from './messages.ts';
import { CONTROL, ENCODED_WORD, HIDDEN, codePoint, hasLetter, shownWithoutLetter } from './one-line.ts';

const noControl = { params: { key: 'controlChars' satisfies MessageKey } };
const noHidden = { params: { key: 'hiddenChars' satisfies MessageKey } };
const noEncodedWord = { params: { key: 'encodedWord' satisfies MessageKey } };
const noLetter = { params: { key: 'noLetter' satisfies MessageKey } };

const lower = (v: unknown): unknown => (typeof v === 'string' ? v.trim().toLowerCase() : v);
/**
 * A one-line field (name, subject, county): line breaks and tabs become spaces, so a typed or
 * pasted "\r\nBcc: …" cannot start a line of its own in the e-mail that shows it.
 */
const text = (max: number) =>
  z
    .string()
    .transform((v) => v.replace(/[\r\n\t\u0085\u2028\u2029]+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1)
        .max(max)
        .refine((v) => !CONTROL.test(v), noControl)
        .refine((v) => !HIDDEN.test(v), noHidden)
        .refine((v) => !ENCODED_WORD.test(v), noEncodedWord),
    );
/** A person's name: one line that shows at least one letter. */
const personName = (max: number) => text(max).refine(hasLetter, noLetter);
/** The contact message keeps its lines. */
const paragraph = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((v) => !CONTROL.test(v), noControl);
const email = z.string().trim().min(1).max(LIMITS.email).transform(asciiDomain).pipe(z.email().max(LIMITS.email));
const state = z.preprocess(lower, z.enum(VARIANTS));
const language = z.preprocess(lower, z.enum(['en', 'es'])).default('en');
const tag = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.tag)
  .regex(/^[^\s\p{C}]+$/u);
const tags = z.array(tag).max(LIMITS.tags).default([]);

export const inlineSubscribeSchema = z.object({ email, state, language, tags });

export const popupSubscribeSchema = z.object({
  email,
  firstName: personName(LIMITS.firstName),
  state,
  county: text(LIMITS.county).optional(),
  language,
  calculatedTax: z.number().finite().min(0).max(1e9).optional(),
  tags,
});

export const notifySchema = z.object({ email, state, county: text(LIMITS.county).optional(), language });

export const contactSchema = z.object({
  name: personName(LIMITS.name),
  email,
  subject: text(LIMITS.subject),
  message: paragraph(LIMITS.message),
  language,
  state: state.optional(),
});

export type SubscribeInput = z.infer<typeof popupSubscribeSchema> | z.infer<typeof inlineSubscribeSchema>;
export type NotifyInput = z.infer<typeof notifySchema>;
export type ContactInput = z.infer<typeof contactSchema>;

/** The popup is told apart by its own fields; then firstName is required. */
export function subscribeSchemaFor(body: unknown): typeof popupSubscribeSchema | typeof inlineSubscribeSchema {
  const b = body as Record<string, unknown> | null;
  const popup = typeof b === 'object' && b !== null && ['firstName', 'county', 'calculatedTax'].some((k) => k in b);
  return popup ? popupSubscribeSchema : inlineSubscribeSchema;
}

/** Fields a person types: their own messages. Others: "field: expected …, found …". */
const REQUIRED: Record<string, MessageKey> = {
  email: 'emailRequired',
  firstName: 'firstNameRequired',
  name: 'nameRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
};
const EXPECTED: Record<string, string> = {
  body: 'a JSON object',
  state: `one of ${VARIANTS.join(', ')}`,
  language: 'en or es',
  tags: `a list of at most ${LIMITS.tags} tags without spaces, each up to ${LIMITS.tag} characters`,
  calculatedTax: 'a number of 0 or more',
  county: `a county name of 1 to ${LIMITS.county} characters`,
};

export interface FieldError {
  field: string;
  message: string;
}

function found(value: unknown): string {
  if (value === undefined) return 'nothing';
  const shown = JSON.stringify(value) ?? String(value);
  return shown.length > 40 ? `${shown.slice(0, 37)}...` : shown;
}

/** What a one-line check found in a field, as its message names it; undefined for the others. */
function foundIn(key: MessageKey, value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (key === 'hiddenChars') {
    const char = HIDDEN.exec(value)?.[0];
    return char ? codePoint(char) : '?';
  }
  if (key === 'encodedWord') return ENCODED_WORD.exec(value)?.[0] ?? '?';
  if (key === 'noLetter') return shownWithoutLetter(value.trim());
  return undefined;
}

function describe(issue: z.core.$ZodIssue, body: unknown, lang: ApiLanguage): FieldError {
  const field = issue.path.length ? String(issue.path[0]) : 'body';
  const value = field === 'body' ? body : (body as Record<string, unknown>)[field];
  const required = REQUIRED[field];
  const key = issue.code === 'custom' ? (issue.params as { key?: MessageKey } | undefined)?.key : undefined;
  const shown = key === undefined ? undefined : foundIn(key, value);
  if (key && shown !== undefined)
    return { field, message: say(lang, key, { label: fieldLabel(lang, field), found: shown }) };
  if (key) return { field, message: say(lang, key, { label: fieldLabel(lang, field) }) };
  if (required) {
    const empty = value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    if (issue.code === 'too_big' && typeof issue.maximum === 'number')
      return { field, message: say(lang, 'tooLong', { label: fieldLabel(lang, field), max: issue.maximum }) };
    if (field === 'email' && !empty) return { field, message: say(lang, 'emailInvalid') };
    return { field, message: say(lang, required) };
  }
  return {
    field,
    message: say(lang, 'expected', { field, expected: EXPECTED[field] ?? issue.message, found: found(value) }),
  };
}

/** The field holding a string that is not text (a lone surrogate): text-input.ts found it. */
export function brokenText(field: string, lang: ApiLanguage): FieldError {
  return { field, message: say(lang, 'brokenText', { label: fieldLabel(lang, field) }) };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: FieldError };

/** Parses a body; on failure names the first field at fault, in the request's language. */
export function parseBody<T>(schema: z.ZodType<T>, body: unknown, lang: ApiLanguage): Parsed<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: describe(result.error.issues[0]!, body, lang) };
}

// The API's contract with the browser: paths, payloads and answers. Pure types and constants, so
// the forms island can import it without pulling anything of the server into its bundle.
import type { Variant } from '../schema/codes.ts';

/**
 * Endpoint paths relative to the API base. A page learns the base from the build (API_BASE_URL,
 * '/api' when `cli.ts serve` serves site and API on one origin; empty when no API is configured,
 * in which case the forms stay hidden or say so). Call `${base}${API_PATHS.subscribe}`.
 */
export const API_PATHS = {
  subscribe: '/newsletter/subscribe',
  notify: '/notify',
  contact: '/contact',
  /** GET ?token=…, linked from the confirmation e-mail; answers an HTML page. */
  confirm: '/newsletter/confirm',
  /** GET ?token=…, linked from every e-mail; answers an HTML page. */
  unsubscribe: '/newsletter/unsubscribe',
  health: '/health',
} as const;

/** The prefix `cli.ts serve` mounts the API under. */
export const API_PREFIX = '/api';

/**
 * Honeypot: a field named `website` that people never see (hide it off-screen, tabindex -1,
 * autocomplete off) and must send empty or leave out. When it is filled the server answers the
 * usual success and stores nothing, so a bot cannot tell it was caught.
 */
export const HONEYPOT_FIELD = 'website';

/** Largest request body the server reads, in bytes; larger answers 413. */
export const MAX_BODY_BYTES = 16 * 1024;

/** Field lengths the server enforces; forms can use them as maxLength. */
export const LIMITS = {
  email: 254,
  firstName: 100,
  county: 100,
  name: 100,
  subject: 200,
  message: 5000,
  tags: 10,
  tag: 64,
} as const;

export type ApiLanguage = 'en' | 'es';
/** `state` is the site variant ('tx', 'ca', 'fl', 'ny', or 'hub' for the national site). */
export type ApiState = Variant;

interface Honeypot {
  website?: string;
}

/** Inline newsletter card. tags: inlineTags(state). */
export interface InlineSubscribeRequest extends Honeypot {
  email: string;
  state: ApiState;
  language: ApiLanguage;
  tags: string[];
}

/** Popup after the first calculation; firstName is required. tags: popupTags(state, countyName). */
export interface PopupSubscribeRequest extends Honeypot {
  email: string;
  firstName: string;
  state: ApiState;
  county: string;
  language: ApiLanguage;
  calculatedTax: number;
  tags: string[];
}

/** A body with firstName, county or calculatedTax is read as the popup's (firstName then required). */
export type SubscribeRequest = InlineSubscribeRequest | PopupSubscribeRequest;

export interface NotifyRequest extends Honeypot {
  email: string;
  state: ApiState;
  county?: string;
  language: ApiLanguage;
}

export interface ContactRequest extends Honeypot {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** Language of the answer's message; 'en' when left out. */
  language?: ApiLanguage;
  /** The site the message was sent from, named in the inbox copy. */
  state?: ApiState;
}

export type ApiSuccessStatus =
  // Every sign-up and notify-me request, whatever the address's state (new, unconfirmed,
  // confirmed, already registered for that place): nobody can learn from the answer whether an
  // address is on a list.
  | 'pending-confirmation'
  | 'received' // contact message saved
  | 'unsubscribed'; // one-click unsubscribe (RFC 8058) done

export type ApiErrorCode =
  | 'invalid_field' // 422, `field` names it
  | 'malformed_json' // 400, also a body that is not UTF-8
  | 'too_deep' // 400, JSON nested deeper than the forms ever send
  | 'host_not_allowed' // 421, a Host header this server was not configured for
  | 'unsupported_media_type' // 415, send Content-Type: application/json
  | 'payload_too_large' // 413, too many bytes or too many values
  | 'rate_limited' // 429, Retry-After header in seconds
  | 'origin_not_allowed' // 403
  | 'not_found' // 404
  | 'method_not_allowed' // 405
  | 'database_unavailable' // 503, Retry-After header in seconds: try again
  | 'server_error'; // 500

export interface ApiSuccess {
  ok: true;
  status: ApiSuccessStatus;
  /** Ready to show, in the request's language. */
  message: string;
}

export interface ApiFailure {
  ok: false;
  status: 'error';
  error: ApiErrorCode;
  /** Ready to show, in the request's language when the server could read it, else English. */
  message: string;
  /** For invalid_field: the payload field at fault ('email', 'firstName', …). */
  field?: string;
}

export type ApiAnswer = ApiSuccess | ApiFailure;

/** 'Los Angeles' → 'los-angeles': lowercased, runs of spaces to one hyphen. */
export function countyTag(countyName: string): string {
  return countyName.trim().toLowerCase().replace(/\s+/g, '-');
}

/** Inline card tags: the state newsletter tag and the property-tax-updates tag. */
export function inlineTags(state: ApiState): string[] {
  return [`${state}-newsletter`, 'property-tax-updates'];
}

/** Popup tags: the state calculator tag and the county tag. */
export function popupTags(state: ApiState, countyName: string): string[] {
  return [`${state}-calculator`, countyTag(countyName)];
}

import { parseNumber } from '../../../engine/parse-number.ts';
import { CALC_STATE_MODULES, CHECKBOX_EXEMPTIONS, type CheckboxId } from '../../../states/engines.ts';
import type { UnitSlot } from '../../../engine/state-module.ts';
import { readShared, type ValueExemption } from '../../../engine/value-exemptions.ts';
import { VALUE_EXEMPTIONS, type ValueId } from '../../../states/value-exemptions.ts';
import { type FormState, initialForm } from '../calculator/state.ts';

// A shared link carries the whole estimate in its query, with short keys so it stays readable:
// ?v=350000&c=harris&h=1&sd=…  Only what differs from a fresh form is written. Each checkbox exemption
// carries its own key (engine/exemption-inputs.ts), then buyer mode's; each choice or amount exemption
// its own too (engine/value-exemptions.ts), written before the bill builder's and buyer mode's texts.
const FLAGS = Object.fromEntries([...CHECKBOX_EXEMPTIONS.map((c) => [c.shareKey, c.id]), ['b', 'buyer']]) as Record<
  string,
  CheckboxId | 'buyer'
>;
const VALUES: readonly ValueExemption[] = VALUE_EXEMPTIONS;
const TEXTS = Object.fromEntries(VALUES.map((e) => [e.shareKey, e.id])) as Record<string, ValueId>;
/** Buyer mode's texts, written after the bill builder's single picks (the order links have always had). */
const BUYER_TEXTS = {
  cd: 'closing',
  sb: 'sellerBill',
  sa: 'sellerAssessed',
  pt: 'portability',
} as const;

const ID = /^[A-Za-z0-9._-]{1,80}$/;
const MAX_DISTRICTS = 50;
/**
 * Every state's bill-builder slots by share key; slot keys are unique across states (two states may share one slot).
 */
const SLOTS = new Map<string, UnitSlot>(
  Object.values(CALC_STATE_MODULES).flatMap((m) => m.units.slots.map((slot) => [slot.shareKey, slot] as const)),
);
/** A typed rate in a link: plain digits, as the form holds them once read. */
const RATE = /^\d{1,4}(?:\.\d{1,17})?$/;

export function encodeEstimate(form: FormState): string {
  const fresh = initialForm(0, '');
  const q = new URLSearchParams();
  if (form.value > 0) q.set('v', String(Math.floor(form.value)));
  if (form.county) q.set('c', form.county);
  for (const [key, field] of Object.entries(FLAGS)) if (form[field]) q.set(key, '1');
  for (const [key, field] of Object.entries(TEXTS)) if (form[field] !== fresh[field]) q.set(key, form[field]);
  const picked = (many: boolean) => {
    for (const [key, slot] of SLOTS) {
      const ids = form.picks[slot.key] ?? [];
      if (Boolean(slot.many) === many && ids.length > 0) q.set(key, ids.join(','));
    }
  };
  picked(false);
  for (const [key, field] of Object.entries(BUYER_TEXTS)) if (form[field] !== fresh[field]) q.set(key, form[field]);
  picked(true);
  // Rates typed from the home's notice: id~rate, so the shared bill is the same bill.
  const rates = Object.entries(form.unitRates).filter(([, r]) => r.trim() !== '');
  if (rates.length > 0) q.set('ur', rates.map(([id, r]) => `${id}~${r.trim()}`).join(','));
  // Exemptions typed in for units we hold no figures for: id~percent~amount, so the shared bill is the same bill.
  const typed = Object.entries(form.localEntered).filter(([, e]) => e.pct.trim() !== '' || e.over65.trim() !== '');
  if (typed.length > 0)
    q.set('lx', typed.map(([id, e]) => `${id}~${e.pct.trim()}~${e.over65.replace(/[^0-9]/g, '')}`).join(','));
  // The ZIP the units came from (never a position: only the ZIP centre it snapped to, marked approximate).
  if (form.zip) q.set('zip', form.zip);
  if (form.zip && form.zipApprox) q.set('za', '1');
  return q.toString();
}

/** What the page knows to be valid, for values a link may carry that the state's data decides. */
export interface KnownValues {
  /** The state's disabled-veteran level ids ('none' is always known); omitted: not checked here. */
  veteranLevels?: readonly string[];
}

/** A link's estimate and the keys it carried that were left out as unknown or malformed (in query order). */
export interface SharedEstimate {
  form: Partial<FormState>;
  dropped: string[];
}

// Amounts in a link are plain digits as encodeEstimate writes them; read by the one parser, so a link can never
// carry what the form would refuse (an exponent, hex, a figure above the limit).
const amount = (text: string): number | null => {
  const read = parseNumber(text, 'en', 'money');
  return read.ok ? read.value : null;
};
const digits = (text: string): string | null => {
  const n = amount(text);
  return n === null ? null : String(n);
};

/** The estimate a link carries, or null when its query has none. Anything malformed is left out, never trusted. */
export function decodeEstimate(search: string, known: KnownValues = {}): Partial<FormState> | null {
  return decodeSharedEstimate(search, known)?.form ?? null;
}

/** decodeEstimate, also naming each key that was left out, so the page can say so. */
export function decodeSharedEstimate(search: string, known: KnownValues = {}): SharedEstimate | null {
  const q = new URLSearchParams(search);
  // A ZIP alone (the hub's search, a ZIP typed on another county's page) opens the page with its units chosen.
  if (!q.has('v') && !q.has('c') && !q.has('zip')) return null;
  const out: Partial<FormState> = {};
  const dropped: string[] = [];
  /** Reads key's value with `read`; a present value that reads as null is dropped. */
  const take = <T>(key: string, read: (text: string) => T | null): T | null => {
    const text = q.get(key);
    if (text === null || text === '') return null;
    const value = read(text);
    if (value === null) dropped.push(key);
    return value;
  };
  const match = (re: RegExp) => (text: string) => (re.test(text) ? text : null);

  const v = take('v', (t) => {
    const n = amount(t);
    return n !== null && n > 0 ? Math.floor(n) : null;
  });
  if (v !== null) out.value = v;
  const c = take('c', match(/^[a-z0-9-]{1,60}$/));
  if (c !== null) out.county = c;
  for (const [key, field] of Object.entries(FLAGS)) {
    const flag = take(key, (t) => (t === '1' ? true : null));
    if (flag) out[field] = true;
  }
  // The choice and amount exemptions, each read as its kind says: a choice among its answers, a level among the
  // state's, a whole percent, or dollars as digits.
  for (const e of VALUES) {
    const answer = take(e.shareKey, (t) =>
      e.kind === 'amount' ? digits(t) : readShared(e, t, e.kind === 'level' ? known.veteranLevels : undefined),
    );
    if (answer !== null) (out as Record<string, unknown>)[e.id] = answer;
  }
  // The bill builder's picks, each slot by its key (a Texas school district, a New York town …), as ids.
  for (const [key, slot] of SLOTS) {
    const text = q.get(key);
    if (!text) continue;
    const ids = text.split(',');
    const kept = ids.filter((id) => ID.test(id)).slice(0, slot.many ? MAX_DISTRICTS : 1);
    if (kept.length < ids.length) dropped.push(key);
    if (kept.length) out.picks = { ...out.picks, [slot.key]: kept };
  }
  // Buyer mode: the closing date and the seller's side, as digits.
  const cd = take('cd', match(/^\d{4}-\d{2}-\d{2}$/));
  if (cd !== null) out.closing = cd;
  for (const [key, field] of [
    ['sb', 'sellerBill'],
    ['sa', 'sellerAssessed'],
    ['pt', 'portability'],
  ] as const) {
    const figure = take(key, digits);
    if (figure !== null) out[field] = figure;
  }
  const ur = q.get('ur');
  if (ur) {
    const items = ur.split(',');
    const entries = items
      .slice(0, MAX_DISTRICTS)
      .map((item) => item.split('~'))
      .filter(([id, rate]) => ID.test(id ?? '') && RATE.test(rate ?? ''));
    if (entries.length < items.length) dropped.push('ur');
    if (entries.length) out.unitRates = Object.fromEntries(entries.map(([id, rate]) => [id!, rate!]));
  }
  const lx = q.get('lx');
  if (lx) {
    const items = lx.split(',');
    const entries = items
      .slice(0, MAX_DISTRICTS)
      .map((item) => item.split('~'))
      .filter(
        ([id, pct, over65]) =>
          ID.test(id ?? '') && /^\d{0,2}(?:\.\d{1,2})?$/.test(pct ?? '') && /^\d{0,9}$/.test(over65 ?? ''),
      );
    if (entries.length < items.length) dropped.push('lx');
    if (entries.length)
      out.localEntered = Object.fromEntries(
        entries.map(([id, pct, over65]) => [id!, { pct: pct ?? '', over65: over65 ?? '' }]),
      );
  }
  const zip = take('zip', match(/^\d{5}$/));
  if (zip !== null) {
    out.zip = zip;
    if (q.get('za') === '1') out.zipApprox = true;
  }
  return { form: out, dropped };
}

/** The page's own address (no query, no hash) with the estimate's query. */
export function shareUrl(form: FormState, location: Pick<Location, 'origin' | 'pathname'>): string {
  const query = encodeEstimate(form);
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}

import { NYC_CLASSES, type NycClass, type StarForm, type StarType } from '../../calc/model.ts';
import { type FormState, initialForm } from '../calculator/state.ts';

// A shared link carries the whole estimate in its query, with short keys so it stays readable:
// ?v=350000&c=harris&h=1&sd=…  Only what differs from a fresh form is written.
const FLAGS = {
  h: 'homestead',
  o: 'over65',
  d: 'disabled',
  sc: 'schoolTaxCeiling',
  sr: 'seniorCitizen',
  b: 'buyer',
} as const;
const TEXTS = {
  vl: 'veteranLevel',
  si: 'seniorIncome',
  st: 'starType',
  vp: 'veteranPct',
  pc: 'propertyClass',
  vs: 'veteranService',
  av: 'assessedValue',
  sf: 'starForm',
  sd: 'schoolId',
  ci: 'cityId',
  nm: 'nyMunicipalityId',
  nv: 'nyVillageId',
  ns: 'nySchoolId',
  cd: 'closing',
  sb: 'sellerBill',
  sa: 'sellerAssessed',
  pt: 'portability',
} as const;

const STAR_TYPES: readonly StarType[] = ['none', 'basic', 'enhanced'];
const SERVICES: readonly FormState['veteranService'][] = ['none', 'wartime', 'combat'];
const STAR_FORMS: readonly StarForm[] = ['credit', 'exemption'];
const ID = /^[A-Za-z0-9._-]{1,80}$/;
const MAX_DISTRICTS = 50;

export function encodeEstimate(form: FormState): string {
  const fresh = initialForm(0, '');
  const q = new URLSearchParams();
  if (form.value > 0) q.set('v', String(Math.floor(form.value)));
  if (form.county) q.set('c', form.county);
  for (const [key, field] of Object.entries(FLAGS)) if (form[field]) q.set(key, '1');
  for (const [key, field] of Object.entries(TEXTS)) if (form[field] !== fresh[field]) q.set(key, form[field]);
  if (form.districtIds.length > 0) q.set('dx', form.districtIds.join(','));
  // Exemptions typed in for units we hold no figures for: id~percent~amount, so the shared bill is the same bill.
  const typed = Object.entries(form.localEntered).filter(([, e]) => e.pct.trim() !== '' || e.over65.trim() !== '');
  if (typed.length > 0)
    q.set('lx', typed.map(([id, e]) => `${id}~${e.pct.trim()}~${e.over65.replace(/[^0-9]/g, '')}`).join(','));
  return q.toString();
}

/** The estimate a link carries, or null when its query has none. Anything malformed is left out, never trusted. */
export function decodeEstimate(search: string): Partial<FormState> | null {
  const q = new URLSearchParams(search);
  if (!q.has('v') && !q.has('c')) return null;
  const out: Partial<FormState> = {};
  const v = q.get('v');
  if (v && /^\d{1,12}$/.test(v)) out.value = Number(v);
  const c = q.get('c');
  if (c && /^[a-z0-9-]{1,60}$/.test(c)) out.county = c;
  for (const [key, field] of Object.entries(FLAGS)) if (q.get(key) === '1') out[field] = true;
  const text = (key: string): string | null => q.get(key);
  const vl = text('vl');
  if (vl && ID.test(vl)) out.veteranLevel = vl;
  const si = text('si');
  if (si && /^\d{1,12}$/.test(si)) out.seniorIncome = si;
  const vp = text('vp');
  if (vp && /^\d{1,3}$/.test(vp)) out.veteranPct = vp;
  const st = text('st');
  if (st && (STAR_TYPES as readonly string[]).includes(st)) out.starType = st as StarType;
  const pc = text('pc');
  if (pc && (NYC_CLASSES as readonly string[]).includes(pc)) out.propertyClass = pc as NycClass;
  const vs = text('vs');
  if (vs && (SERVICES as readonly string[]).includes(vs)) out.veteranService = vs as FormState['veteranService'];
  const av = text('av');
  if (av && /^\d{1,12}$/.test(av)) out.assessedValue = av;
  const sf = text('sf');
  if (sf && (STAR_FORMS as readonly string[]).includes(sf)) out.starForm = sf as StarForm;
  const sd = text('sd');
  if (sd && ID.test(sd)) out.schoolId = sd;
  const ci = text('ci');
  if (ci && ID.test(ci)) out.cityId = ci;
  // New York: the town or city, the village and the school segment, by the ids of the county's units.
  for (const [key, field] of [
    ['nm', 'nyMunicipalityId'],
    ['nv', 'nyVillageId'],
    ['ns', 'nySchoolId'],
  ] as const) {
    const id = text(key);
    if (id && ID.test(id)) out[field] = id;
  }
  // Buyer mode: the closing date and the seller's side, as digits.
  const cd = text('cd');
  if (cd && /^\d{4}-\d{2}-\d{2}$/.test(cd)) out.closing = cd;
  for (const [key, field] of [
    ['sb', 'sellerBill'],
    ['sa', 'sellerAssessed'],
    ['pt', 'portability'],
  ] as const) {
    const amount = text(key);
    if (amount && /^\d{1,12}$/.test(amount)) out[field] = amount;
  }
  const dx = text('dx');
  if (dx)
    out.districtIds = dx
      .split(',')
      .filter((id) => ID.test(id))
      .slice(0, MAX_DISTRICTS);
  const lx = text('lx');
  if (lx) {
    const entries = lx
      .split(',')
      .slice(0, MAX_DISTRICTS)
      .map((item) => item.split('~'))
      .filter(
        ([id, pct, over65]) =>
          ID.test(id ?? '') && /^\d{0,2}(?:\.\d{1,2})?$/.test(pct ?? '') && /^\d{0,9}$/.test(over65 ?? ''),
      );
    if (entries.length)
      out.localEntered = Object.fromEntries(
        entries.map(([id, pct, over65]) => [id!, { pct: pct ?? '', over65: over65 ?? '' }]),
      );
  }
  return out;
}

/** The page's own address (no query, no hash) with the estimate's query. */
export function shareUrl(form: FormState, location: Pick<Location, 'origin' | 'pathname'>): string {
  const query = encodeEstimate(form);
  return `${location.origin}${location.pathname}${query ? `?${query}` : ''}`;
}

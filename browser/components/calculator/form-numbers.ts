// The calculator's typed numbers, read with the page language's convention (engine/parse-number.ts).
// The home value is read as it is typed; the other amounts are kept as typed and read when the
// visitor calculates, so a refusal shows on its own field and the form the result came from (which
// the share link and the report describe) holds plain digits only.
import type { CalcError } from '../../../engine/model.ts';
import { type NumberKind, type NumberProblem, numberMessage, parseNumber } from '../../../engine/parse-number.ts';
import type { UnitRules } from '../../../engine/state-module.ts';
import { type Lang, RATE_UNIT_SHIFT } from '../../../schema/codes.ts';
import { formatMoneyInput } from '../../../i18n/format.ts';
import type { FormState } from './state.ts';

type Translate = (key: string) => string;

/** Each typed amount of the form: its error field (as errorFor asks for it), its kind and its label's text key. */
const TYPED: readonly { key: keyof FormState; field: string; kind: NumberKind; label: string }[] = [
  { key: 'seniorIncome', field: 'seniorIncome', kind: 'money', label: 'nyc.seniorIncome' },
  { key: 'assessedValue', field: 'assessedValue', kind: 'money', label: 'nyc.billableAssessedValue' },
  { key: 'veteranPct', field: 'veteranDisabilityPct', kind: 'percent', label: 'nyc.veteranDisabilityLevel' },
  { key: 'sellerBill', field: 'sellerBill', kind: 'money', label: 'calculator.buyer.sellerBill' },
  { key: 'sellerAssessed', field: 'sellerAssessed', kind: 'money', label: 'calculator.buyer.sellerAssessed' },
  { key: 'portability', field: 'portability', kind: 'money', label: 'calculator.buyer.portability' },
];

export interface ValueRead {
  /** What the field shows next. */
  text: string;
  /** The home value (0 when empty or refused). */
  value: number;
  /** Why the text was refused, in the page's language, naming the field; null when read. */
  problem: string | null;
}

/** The label without a trailing hint in parentheses, a colon or ", $": "Home value" names the field in a message. */
const bare = (label: string): string =>
  label
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/,\s*\$\s*$/, '')
    .replace(/:\s*$/, '');

/**
 * The home value field after an edit. One keystroke (or deletion) into text the form formatted itself may leave its
 * thousands commas out of place ("4,2500"): those commas are ours, not the visitor's, so they are dropped before
 * reading. Anything pasted or typed over a refusal is read as it stands.
 */
export function readValueField(
  text: string,
  edit: { inputType?: string; data?: string | null } | undefined,
  formattedBefore: boolean,
  lang: Lang,
  label: string,
): ValueRead {
  const keystroke =
    edit?.inputType?.startsWith('delete') === true ||
    (edit?.inputType === 'insertText' && (edit.data ?? '').length <= 1);
  const source = keystroke && formattedBefore ? text.replace(/,/g, '') : text;
  const read = parseNumber(source, lang, 'money');
  if (read.ok) {
    const value = Math.floor(read.value);
    return { text: formatMoneyInput(value, lang), value, problem: null };
  }
  if (read.problem === 'empty') return { text: '', value: 0, problem: null };
  return { text, value: 0, problem: numberMessage(read.problem, text.trim(), 'money', bare(label), lang) };
}

/** The form with every typed amount as plain digits ('' stays ''), or a refusal on each field that is not a number. */
export function plainFormNumbers(
  form: FormState,
  lang: Lang,
  t: Translate,
  rate?: UnitRules['rate'],
): { form: FormState } | { errors: CalcError[] } {
  const out: FormState = { ...form };
  const errors: CalcError[] = [];
  for (const { key, field, kind, label } of TYPED) {
    const text = String(form[key]);
    const read = parseNumber(text, lang, kind);
    if (read.ok) (out[key] as string) = String(read.value);
    else if (read.problem === 'empty') (out[key] as string) = '';
    else errors.push(refusal(field, read.problem, read.found, kind, bare(t(label)), lang));
  }
  // A unit's over-65 amount typed in the bill builder (its percentage is a number field: the browser reads it).
  const entered = Object.entries(form.localEntered).map(([id, e]) => {
    const read = parseNumber(e.over65, lang, 'money');
    if (!read.ok && read.problem !== 'empty')
      errors.push(
        refusal(`local-${id}`, read.problem, read.found, 'money', bare(t('billBuilder.local.enterOver65')), lang),
      );
    return [id, { ...e, over65: read.ok ? String(Math.floor(read.value)) : '' }] as const;
  });
  out.localEntered = Object.fromEntries(entered);
  // Rates typed from a notice, in the state's published unit, with as many decimals as its publisher prints.
  if (rate) {
    const limits = { decimals: rate.decimals, max: 100 * 10 ** -RATE_UNIT_SHIFT[rate.unit] };
    const label = bare(t('billBuilder.rate.label')).replace(/\{\{unit\}\}/, t(`billBuilder.rate.units.${rate.unit}`));
    const rates = Object.entries(form.unitRates).map(([id, text]) => {
      const read = parseNumber(text, lang, 'percent', limits);
      if (!read.ok && read.problem !== 'empty') {
        const message = numberMessage(read.problem, read.found, 'percent', label, lang, limits);
        errors.push({ field: `unitRate-${id}`, code: 'invalid-value', message: { en: message, es: message } });
      }
      return [id, read.ok ? String(read.value) : ''] as const;
    });
    out.unitRates = Object.fromEntries(rates);
  }
  return errors.length > 0 ? { errors } : { form: out };
}

function refusal(
  field: string,
  problem: NumberProblem,
  found: string,
  kind: NumberKind,
  label: string,
  lang: Lang,
): CalcError {
  const text = numberMessage(problem, found, kind, label, lang);
  // The form shows only its page's language; both keys hold it so the error keeps the engines' shape.
  return { field, code: 'invalid-value', message: { en: text, es: text } };
}

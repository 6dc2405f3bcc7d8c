// The numbers among `cli.ts calc`'s flags, read once with the language's convention (parse-number.ts)
// and handed on as plain digits, so the rest of the request never reads a typed number again.
import { ERROR_MESSAGES } from './messages.ts';
import type { CalcError } from './model.ts';
import { type NumberKind, numberMessage, parseNumber } from './parse-number.ts';
import type { Lang } from '../schema/codes.ts';

interface NumberFlag {
  flag: string;
  field: string;
  kind: NumberKind;
}

const MONEY = (flag: string, field: string): NumberFlag => ({ flag, field, kind: 'money' });
const NUMBER_FLAGS = {
  value: MONEY('--value', 'homeValue'),
  price: MONEY('--price', 'price'),
  sellerBill: MONEY('--seller-bill', 'sellerBill'),
  sellerAssessed: MONEY('--seller-assessed', 'sellerAssessed'),
  portability: MONEY('--portability', 'portability'),
  assessedValue: MONEY('--assessed-value', 'assessedValue'),
  seniorIncome: MONEY('--senior-income', 'seniorIncome'),
  rate: { flag: '--rate', field: 'ratePct', kind: 'percent' },
  fiscalYear: { flag: '--fiscal-year', field: 'fiscalYear', kind: 'whole' },
  year: { flag: '--year', field: 'fiscalYear', kind: 'whole' },
  // Where a state takes the disability rating (New York), the veterans' flag is a number; elsewhere a level id.
  veteran: { flag: '--veteran', field: 'veteranDisabilityPct', kind: 'percent' },
} as const satisfies Record<string, NumberFlag>;

type NumberFlagName = keyof typeof NUMBER_FLAGS;
type Flags = { state: string; lang?: string } & Partial<Record<NumberFlagName, string>>;

/**
 * The flags with every number as plain digits ("2,5" in Spanish → "2.5"), or each refusal naming its flag.
 * `veteranRating`: the state reads --veteran as a disability rating (a number), not a level id.
 */
export function plainNumberFlags<F extends Flags>(
  flags: F,
  veteranRating: boolean,
): { flags: F } | { errors: CalcError[] } {
  const lang: Lang = flags.lang === 'es' ? 'es' : 'en';
  const out: F = { ...flags };
  const errors: CalcError[] = [];
  for (const [name, spec] of Object.entries(NUMBER_FLAGS) as [NumberFlagName, NumberFlag][]) {
    const text = flags[name];
    if (text === undefined || (name === 'veteran' && !veteranRating)) continue;
    const read = parseNumber(text, lang, spec.kind);
    if (read.ok) out[name] = String(read.value) as F[NumberFlagName];
    else
      errors.push({
        field: spec.field,
        code: 'invalid-value',
        // The spec's message first (§8), then what was wrong with which flag.
        message: {
          en: `${ERROR_MESSAGES['invalid-value'].en}. ${numberMessage(read.problem, read.found, spec.kind, spec.flag, 'en')}`,
          es: `${ERROR_MESSAGES['invalid-value'].es}. ${numberMessage(read.problem, read.found, spec.kind, spec.flag, 'es')}`,
        },
      });
  }
  return errors.length > 0 ? { errors } : { flags: out };
}

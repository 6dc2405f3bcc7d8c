// Buyer mode's steps in words, in both languages: the engine names each step and its figures; the
// sentence is built here, so the calculator, the CLI and the PDF say the same thing. The steps of
// one state's rule are worded in its folder (its rule's `words`); this file words the shared ones.
import type { Lang, StateCode } from '../schema/codes.ts';
import type { BuyerStep, BuyerStepCode, BuyerWords, StepFormatters, StepTemplate } from '../engine/buyer-steps.ts';
import { ENGINES } from '../states/engines.ts';
import { formatCurrency } from './format.ts';
import { MONTH_NAMES } from './month-names.ts';

/** "2027-04-30" → "April 30, 2027" / "30 de abril de 2027". */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTH_NAMES[lang][m - 1] ?? '';
  return lang === 'es' ? `${d} de ${month} de ${y}` : `${month} ${d}, ${y}`;
}

/** The steps every state's buyer mode can take. */
export const SHARED_STEP_WORDS = {
  'year-one-seller-bill': {
    en: (_, f) =>
      `Year one is the seller's bill you entered, ${f.money('bill')}: the year you close in is billed on the seller's value and exemptions, and lenders set escrow from it.`,
    es: (_, f) =>
      `El primer año es la factura del vendedor que usted ingresó, ${f.money('bill')}: el año en que cierra la compra se factura con el valor y las exenciones del vendedor, y el prestamista calcula la cuenta de depósito (escrow) con ella.`,
  },
  'year-one-seller-assessed': {
    en: (_, f) =>
      `Year one is figured on the seller's assessed value, ${f.money('value')}, with a homestead exemption: about ${f.money('bill')}.`,
    es: (_, f) =>
      `El primer año se calcula sobre el valor tasado del vendedor, ${f.money('value')}, con la exención de vivienda principal: unos ${f.money('bill')}.`,
  },
  'year-one-estimated': {
    en: (_, f) =>
      `Without the seller's bill, year one is estimated on the price with a homestead exemption (${f.money('bill')}). The seller's capped value is usually lower, so the real jump is likely larger: ask for the seller's last bill.`,
    es: (_, f) =>
      `Sin la factura del vendedor, el primer año se estima sobre el precio con la exención de vivienda principal (${f.money('bill')}). El valor con tope del vendedor suele ser menor, así que el salto real probablemente sea mayor: pida la última factura del vendedor.`,
  },
  'seller-exemptions-end': {
    en: () =>
      "The seller's exemptions and freezes (senior exemptions, over-65 ceilings, STAR) end with the sale; they never pass to the buyer.",
    es: () =>
      'Las exenciones y congelamientos del vendedor (exenciones para personas mayores, topes para mayores de 65, STAR) terminan con la venta; nunca pasan al comprador.',
  },
  'own-exemptions-start': {
    en: (_, f) => `Your own exemptions count from ${f.date('from')} if you apply by ${f.date('applyBy')}.`,
    es: (_, f) =>
      `Sus propias exenciones cuentan desde el ${f.date('from')} si las solicita a más tardar el ${f.date('applyBy')}.`,
  },
  'no-own-exemptions': {
    en: () =>
      'Year two has no exemption of your own: if you will live in the home, tick the homestead exemption and apply for it.',
    es: () =>
      'El segundo año no tiene exenciones suyas: si va a vivir en la casa, marque la exención de vivienda principal y solicítela.',
  },
  'escrow-year-one': {
    en: (_, f) => `Escrow in year one: ${f.money('monthly')} a month, set from the seller's bill.`,
    es: (_, f) =>
      `Depósito (escrow) del primer año: ${f.money('monthly')} al mes, calculado con la factura del vendedor.`,
  },
  'escrow-shortage': {
    en: (_, f) =>
      `At the first escrow analysis the servicer finds a shortage of ${f.money('shortage')} (the year's difference plus a cushion of up to ${f.num('cushionMonths')} months) and may spread it over ${f.num('spreadMonths')} months: about ${f.money('monthly')} a month in year two.`,
    es: (_, f) =>
      `En el primer análisis de la cuenta de depósito, el administrador encuentra un faltante de ${f.money('shortage')} (la diferencia del año más una reserva de hasta ${f.num('cushionMonths')} meses) y puede repartirlo en ${f.num('spreadMonths')} meses: unos ${f.money('monthly')} al mes el segundo año.`,
  },
  'escrow-no-shortage': {
    en: (_, f) => `No shortage expected: escrow in year two is about ${f.money('monthly')} a month.`,
    es: (_, f) =>
      `No se espera faltante: el depósito (escrow) del segundo año es de unos ${f.money('monthly')} al mes.`,
  },
} as const satisfies BuyerWords;

// Every step code has its words, here or in its state's rule: a code without them fails the typecheck here.
type StateWorded = { [C in StateCode]: keyof NonNullable<(typeof ENGINES)[C]['buyer']['words']> }[StateCode];
type NoneLeft<T extends never> = T;
export type EveryStepWorded = NoneLeft<Exclude<BuyerStepCode, keyof typeof SHARED_STEP_WORDS | StateWorded>>;

const TEXT = Object.assign({}, SHARED_STEP_WORDS, ...Object.values(ENGINES).map((e) => e.buyer.words)) as Record<
  BuyerStepCode,
  Record<Lang, StepTemplate>
>;

export function buyerStepText(step: BuyerStep, lang: Lang): string {
  const v = step.vars;
  const f: StepFormatters = {
    money: (k) => formatCurrency(Number(v[k] ?? 0), lang),
    date: (k) => longDate(String(v[k] ?? ''), lang),
    num: (k) => String(v[k] ?? ''),
    pct: (k) => `${Number(v[k] ?? 0)}%`,
  };
  return TEXT[step.code][lang](v, f);
}

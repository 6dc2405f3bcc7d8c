// `calc --buyer`: what buying the home does to its bill (site/calc/buyer.ts), for the request the
// other flags describe, printed as text in the chosen language or as JSON.
import { type BuyerResult, buyerEstimate } from '../site/calc/buyer.ts';
import type { CalcError, GeneralRequest } from '../site/calc/index.ts';
import { error } from '../site/calc/messages.ts';
import type { Lang } from '../site/calc/types.ts';
import { buyerStepText, longDate } from '../site/i18n/buyer-text.ts';
import { formatCurrency } from '../site/i18n/format.ts';

export interface BuyerFlags {
  price?: string;
  closing?: string;
  sellerBill?: string;
  sellerAssessed?: string;
  portability?: string;
}

const LABELS: Record<Lang, Record<string, string>> = {
  en: { yearOne: 'Year one (the seller\'s bill)', yearTwo: 'Year two (your first own bill)', escrowOne: 'Escrow a month, year one', escrowTwo: 'Escrow a month, year two', shortage: 'Escrow shortage', supplemental: 'Supplemental bill', cancelled: 'cancelled', closing: 'Closing', apply: 'Apply for your exemptions by' },
  es: { yearOne: 'Primer año (factura del vendedor)', yearTwo: 'Segundo año (su primera factura propia)', escrowOne: 'Depósito (escrow) al mes, primer año', escrowTwo: 'Depósito (escrow) al mes, segundo año', shortage: 'Faltante del depósito', supplemental: 'Factura suplementaria', cancelled: 'cancelada', closing: 'Cierre', apply: 'Solicite sus exenciones a más tardar el' },
};

/** The buyer's figures from the flags; money as people type it ("450,000", "$4,100"). */
export function buyerInputFrom(flags: BuyerFlags, num: (s: string | undefined) => number | undefined): { price: number; closing: string; sellerBill?: number; sellerAssessed?: number; portability?: number } | { errors: CalcError[] } {
  const errors: CalcError[] = [];
  if (flags.price === undefined) errors.push(error('price', 'invalid-value', 'buyer mode needs --price'));
  if (flags.closing === undefined) errors.push(error('closing', 'invalid-value', 'buyer mode needs --closing YYYY-MM-DD'));
  if (errors.length) return { errors };
  return { price: num(flags.price) ?? Number.NaN, closing: flags.closing!, sellerBill: num(flags.sellerBill), sellerAssessed: num(flags.sellerAssessed), portability: num(flags.portability) };
}

export function runBuyer(request: GeneralRequest, input: Parameters<typeof buyerEstimate>[1], lang: Lang, json: boolean): { ok: true; lines: string[] } | { ok: false; errors: CalcError[] } {
  const out = buyerEstimate(request, input);
  if (!out.ok) return out;
  const r = out.result;
  if (json) {
    const { yearTwoResult, steps, ...buyer } = r;
    return { ok: true, lines: [JSON.stringify({ ok: true, buyer: { ...buyer, steps: steps.map((s) => ({ ...s, text: buyerStepText(s, lang) })) }, result: yearTwoResult }, null, 2)] };
  }
  return { ok: true, lines: describeBuyer(r, lang) };
}

function describeBuyer(r: BuyerResult, lang: Lang): string[] {
  const L = LABELS[lang];
  const money = (n: number) => formatCurrency(n, lang);
  const rows: [string, string][] = [
    [L.closing!, longDate(r.closing, lang)],
    [L.yearOne!, money(r.yearOne)],
    [L.yearTwo!, money(r.yearTwo)],
    ...(r.supplemental ?? []).map((s): [string, string] => [`${L.supplemental} ${s.fiscalYear}`, s.cancelled ? L.cancelled! : money(s.amount)]),
    [L.escrowOne!, money(r.escrowMonthlyYearOne)],
    [L.escrowTwo!, money(r.escrowMonthlyYearTwo)],
    [L.shortage!, money(r.shortage)],
    [L.apply!, longDate(r.applyBy, lang)],
  ];
  const width = Math.max(...rows.map(([k]) => k.length));
  return [...rows.map(([k, v]) => `${k.padEnd(width)}  ${v}`), '', ...r.steps.map((s) => `- ${buyerStepText(s, lang)}`)];
}

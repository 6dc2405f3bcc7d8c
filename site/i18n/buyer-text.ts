// Buyer mode's steps in words, in both languages: the engine names each step and its figures; the
// sentence is built here, so the calculator, the CLI and the PDF say the same thing.
import type { Lang } from '../../schema/codes.ts';
import type { BuyerStep, BuyerStepCode } from '../calc/buyer-steps.ts';
import { formatCurrency } from './format.ts';

type Vars = Record<string, string | number>;
type Template = (v: Vars, f: Formatters) => string;
interface Formatters {
  money: (k: string) => string;
  date: (k: string) => string;
  num: (k: string) => string;
  pct: (k: string) => string;
}

const MONTHS: Record<Lang, string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
};

/** "2027-04-30" → "April 30, 2027" / "30 de abril de 2027". */
export function longDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1] ?? '';
  return lang === 'es' ? `${d} de ${month} de ${y}` : `${month} ${d}, ${y}`;
}

const TEXT: Record<BuyerStepCode, Record<Lang, Template>> = {
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
  'tx-cap-restarts': {
    en: (_, f) =>
      `Texas: the ${f.pct('cap')} homestead cap starts over at the market value, here the price of ${f.money('price')}.`,
    es: (_, f) =>
      `Texas: el tope del ${f.pct('cap')} de la vivienda principal vuelve a empezar desde el valor de mercado, aquí el precio de ${f.money('price')}.`,
  },
  'tx-ceiling-ends': {
    en: () =>
      "Texas: a seller's over-65 or disability school tax ceiling ends; the buyer's school tax is figured in full.",
    es: () =>
      'Texas: el tope del impuesto escolar del vendedor por edad o discapacidad termina; el impuesto escolar del comprador se calcula completo.',
  },
  'fl-soh-resets': {
    en: (_, f) =>
      `Florida: Save Our Homes resets to the just value on ${f.date('from')}, after the sale; the bill is figured on the price of ${f.money('price')}.`,
    es: (_, f) =>
      `Florida: Save Our Homes se reinicia al valor justo el ${f.date('from')}, después de la venta; la factura se calcula sobre el precio de ${f.money('price')}.`,
  },
  'fl-portability': {
    en: (_, f) =>
      `Florida portability: ${f.money('amount')} of your previous homestead's Save Our Homes benefit comes off, so the assessed value is ${f.money('value')}. The new homestead must be set up within ${f.num('years')} years of leaving the old one.`,
    es: (_, f) =>
      `Portabilidad en Florida: se restan ${f.money('amount')} del beneficio Save Our Homes de su vivienda principal anterior, así que el valor tasado es ${f.money('value')}. La nueva vivienda principal debe establecerse dentro de ${f.num('years')} años después de dejar la anterior.`,
  },
  'fl-portability-capped': {
    en: (_, f) => `Portability is capped at ${f.money('cap')}; ${f.money('entered')} was entered.`,
    es: (_, f) => `La portabilidad tiene un límite de ${f.money('cap')}; se ingresaron ${f.money('entered')}.`,
  },
  'fl-portability-needs-homestead': {
    en: () => 'Portability only moves to a new homestead: tick the homestead exemption to use it.',
    es: () =>
      'La portabilidad solo pasa a una nueva vivienda principal: marque la exención de vivienda principal para usarla.',
  },
  'ca-base-year': {
    en: (_, f) => `California: the purchase sets a new Proposition 13 base value of ${f.money('price')}.`,
    es: (_, f) => `California: la compra fija un nuevo valor base de la Proposición 13 de ${f.money('price')}.`,
  },
  'ca-supplemental': {
    en: (_, f) =>
      `Supplemental bill for ${f.num('fiscalYear')}: (new value − old) ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} (the share of the fiscal year left after closing) = ${f.money('amount')}.`,
    es: (_, f) =>
      `Factura suplementaria de ${f.num('fiscalYear')}: (valor nuevo − anterior) ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} (la parte del año fiscal que queda después del cierre) = ${f.money('amount')}.`,
  },
  'ca-supplemental-next-roll': {
    en: (_, f) =>
      `A closing from January to June also changes the roll already being prepared: a second supplemental bill for ${f.num('fiscalYear')}, ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} = ${f.money('amount')}.`,
    es: (_, f) =>
      `Un cierre de enero a junio también cambia el registro que ya se está preparando: una segunda factura suplementaria de ${f.num('fiscalYear')}, ${f.money('change')} × ${f.pct('rate')} × ${f.num('factor')} = ${f.money('amount')}.`,
  },
  'ca-supplemental-cancelled': {
    en: (_, f) =>
      `The supplemental bill for ${f.num('fiscalYear')} would be ${f.money('amount')}; bills of ${f.money('threshold')} or less are cancelled.`,
    es: (_, f) =>
      `La factura suplementaria de ${f.num('fiscalYear')} sería de ${f.money('amount')}; las facturas de ${f.money('threshold')} o menos se cancelan.`,
  },
  'ca-supplemental-unknown': {
    en: () => "Supplemental bills depend on the seller's assessed value: enter it (or the seller's bill) to see them.",
    es: () =>
      'Las facturas suplementarias dependen del valor tasado del vendedor: ingréselo (o la factura del vendedor) para verlas.',
  },
  'ca-supplemental-not-escrowed': {
    en: () =>
      'Supplemental bills are mailed to the owner and are usually not paid from the escrow account: set the money aside.',
    es: () =>
      'Las facturas suplementarias se envían al dueño y por lo general no se pagan desde la cuenta de depósito (escrow): reserve ese dinero.',
  },
  'ny-star-credit': {
    en: (_, f) =>
      `New York: new owners get STAR as a credit check from the State (usually ${f.money('min')} to ${f.money('max')} a year), not as an exemption on the bill; register with the Department of Taxation and Finance.`,
    es: (_, f) =>
      `Nueva York: los nuevos dueños reciben STAR como un cheque de crédito del Estado (por lo general de ${f.money('min')} a ${f.money('max')} al año), no como una exención en la factura; inscríbase ante el Departamento de Impuestos y Finanzas.`,
  },
  'nyc-assessment-inherited': {
    en: (_, f) =>
      `New York City: a sale does not reset a class 1 assessment; the buyer inherits the seller's capped assessed value of ${f.money('assessed')}, which may rise by up to ${f.pct('cap')} a year.`,
    es: (_, f) =>
      `Ciudad de Nueva York: una venta no reinicia el valor tasado de clase 1; el comprador hereda el valor tasado con tope del vendedor, ${f.money('assessed')}, que puede subir hasta un ${f.pct('cap')} al año.`,
  },
  'nyc-assessment-estimated': {
    en: () =>
      "New York City: a sale does not reset a class 1 assessment, so the seller's assessed value carries over. Without it, the estimate uses the city-wide ratio: enter the value on the seller's Notice of Property Value.",
    es: () =>
      'Ciudad de Nueva York: una venta no reinicia el valor tasado de clase 1, así que el del vendedor continúa. Sin él, la estimación usa la proporción de toda la ciudad: ingrese el valor del Aviso de Valor de la Propiedad del vendedor.',
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
};

export function buyerStepText(step: BuyerStep, lang: Lang): string {
  const v = step.vars;
  const f: Formatters = {
    money: (k) => formatCurrency(Number(v[k] ?? 0), lang),
    date: (k) => longDate(String(v[k] ?? ''), lang),
    num: (k) => String(v[k] ?? ''),
    pct: (k) => `${Number(v[k] ?? 0)}%`,
  };
  return TEXT[step.code][lang](v, f);
}

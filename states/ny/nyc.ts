// New York City: the class rate applies to the billable assessed value, not to market value. A
// class 1 home's assessed value is capped (6 % a year, 20 % over five) and a sale does not reset
// it, so most homes sit far below the 6 % target ratio: the owner's Notice of Property Value gives
// the real figure; without it, Finance's citywide class 1 ratio estimates it, with the target as
// the top of the range. Exemptions (veterans, SCHE, STAR) come off the assessed value; the co-op
// and condo abatement comes off the tax.
import { notice } from '../../engine/messages.ts';
import type {
  BillLine,
  Notice,
  NycAssessed,
  NycClass,
  NycInput,
  NycResult,
  StarForm,
  StarType,
  UnitExemption,
} from '../../engine/model.ts';
import type { NycRules } from './nyc-rules.ts';
import type { CountyRate, Localized, NycClassRate } from '../../schema/index.ts';
import { veteranParts } from './veterans.ts';

/** The newest fiscal year unless one is picked; undefined when the table lacks the year asked for. */
export function pickFiscalYear(rates: readonly NycClassRate[], fiscalYear?: number): NycClassRate | undefined {
  if (fiscalYear !== undefined) return rates.find((r) => r.fiscalYear === fiscalYear);
  let newest: NycClassRate | undefined;
  for (const r of rates) if (newest === undefined || r.fiscalYear > newest.fiscalYear) newest = r;
  return newest;
}

export function nycAssessed(
  input: Pick<NycInput, 'homeValue' | 'assessedValue' | 'propertyClass'>,
  rules: NycRules,
): NycAssessed {
  const market = input.homeValue;
  const target = rules.targetRatioPct[input.propertyClass] ?? 0;
  const high = (market * target) / 100;
  const ratio = (v: number) => (market > 0 ? (v / market) * 100 : 0);
  const citywide = input.propertyClass === 'class1' ? rules.class1CitywideRatioPct : null;
  if (input.assessedValue != null && input.assessedValue > 0) {
    const v = input.assessedValue;
    return {
      value: v,
      how: 'entered',
      ratioPct: ratio(v),
      targetRatioPct: target,
      citywideRatioPct: citywide,
      low: v,
      high: v,
    };
  }
  if (citywide !== null) {
    const v = (market * citywide) / 100;
    return {
      value: v,
      how: 'citywide-ratio',
      ratioPct: citywide,
      targetRatioPct: target,
      citywideRatioPct: citywide,
      low: v,
      high: Math.max(v, high),
    };
  }
  return {
    value: high,
    how: 'target-ratio',
    ratioPct: target,
    targetRatioPct: target,
    citywideRatioPct: null,
    low: high,
    high,
  };
}

/** SCHE share of the assessed value for an income (0 above the limit). */
function schePct(income: number | null | undefined, rules: NycRules): number {
  if (income == null || income < 0 || income > rules.sche.incomeLimit) return 0;
  return rules.sche.scale.find((r) => income <= r.maxIncome)?.pct ?? 0;
}

function starKind(
  requested: StarType,
  income: number | null | undefined,
  rules: NycRules,
): { applied: StarType; downgraded: boolean } {
  if (requested === 'enhanced') {
    return income != null && income <= rules.enhancedStarIncomeLimit
      ? { applied: 'enhanced', downgraded: false }
      : { applied: 'basic', downgraded: true };
  }
  return { applied: requested, downgraded: false };
}

interface Bill {
  baseTax: number;
  taxableValue: number;
  sche: { pct: number; amount: number };
  veteran: { wartime: number; combat: number; disabled: number; amount: number };
  starAv: number;
  starValue: number;
  abatement: { applies: boolean; pct: number; averageAv: number; amount: number };
  taxBeforeAbatement: number;
  finalTax: number;
}

/** The bill for one assessed value; the range runs this at both ends. */
function billFor(
  av: number,
  input: NycInput,
  ratePct: number,
  rules: NycRules,
  star: { applied: StarType; form: StarForm },
): Bill {
  const cls = input.propertyClass;
  const baseTax = (av * ratePct) / 100;
  const max = rules.veteranMaxAv[cls];
  const vet = max
    ? veteranParts(av, input.veteranService ?? 'none', input.veteranDisabilityPct ?? 0, rules.veteranShares, max)
    : { wartime: 0, combat: 0, disabled: 0, total: 0 };
  const pct = input.seniorExemption ? schePct(input.seniorIncome, rules) : 0;
  let left = av;
  const veteranAmount = Math.min(vet.total, left);
  left -= veteranAmount;
  const scheAmount = Math.min((av * pct) / 100, left);
  left -= scheAmount;
  // STAR is a fixed assessed-value amount for the class; as an exemption it lowers the bill, as a credit the State pays
  // it back.
  const starTable = rules.starExemptionAv[cls];
  const starAvFull =
    star.applied === 'none' || !starTable ? 0 : star.applied === 'enhanced' ? starTable.enhanced : starTable.basic;
  const starAv = Math.min(starAvFull, left);
  const starValue = (starAv * ratePct) / 100;
  if (star.form === 'exemption') left -= starAv;
  const taxBeforeAbatement = (left * ratePct) / 100;
  const applies = cls === 'class2' && input.coopCondoAbatement !== false;
  // The abatement tier follows the building's average unit assessment; the unit's own stands in for it.
  const tier = rules.abatementTiers.find((t) => t.maxAverageAv === null || av <= t.maxAverageAv);
  const abatementPct = applies ? (tier?.pct ?? 0) : 0;
  const abatement = (taxBeforeAbatement * abatementPct) / 100;
  return {
    baseTax,
    taxableValue: left,
    sche: { pct, amount: scheAmount },
    veteran: { wartime: vet.wartime, combat: vet.combat, disabled: vet.disabled, amount: veteranAmount },
    starAv,
    starValue,
    abatement: { applies, pct: abatementPct, averageAv: av, amount: abatement },
    taxBeforeAbatement,
    finalTax: Math.max(0, taxBeforeAbatement - abatement),
  };
}

export function nycTax(
  input: NycInput,
  row: NycClassRate,
  rules: NycRules,
  county: CountyRate | null = null,
): NycResult {
  const cls = input.propertyClass;
  const notices: Notice[] = [];
  const assessed = nycAssessed(input, rules);
  const ratePct = row[`${cls}Pct`];
  const starAllowed = rules.starExemptionAv[cls] !== undefined;
  if (input.starType !== 'none' && !starAllowed) notices.push(notice('star-not-available-for-class', 'starType'));
  const kind = starAllowed
    ? starKind(input.starType, input.seniorIncome, rules)
    : { applied: 'none' as const, downgraded: false };
  if (kind.downgraded) notices.push(notice('enhanced-star-income-over-limit', 'seniorIncome'));
  const form: StarForm = input.starForm ?? 'credit';
  const star = { applied: kind.applied, form };
  const bill = billFor(assessed.value, input, ratePct, rules, star);
  if (input.seniorExemption && bill.sche.pct === 0) notices.push(notice('nyc-sche-income-over-limit', 'seniorIncome'));
  if (assessed.how !== 'entered')
    notices.push(
      notice('nyc-assessed-estimated', 'assessedValue', { annual: rules.capAnnualPct, five: rules.capFiveYearPct }),
    );
  if (star.applied !== 'none') notices.push(notice('nyc-star-estimate', 'starType'));
  if (star.applied !== 'none' && form === 'credit') notices.push(notice('nyc-star-credit', 'starType'));
  if (bill.veteran.amount > 0) notices.push(notice('nyc-veteran-maximums', 'veteranService'));
  const range =
    assessed.low === assessed.high
      ? null
      : {
          low: billFor(assessed.low, input, ratePct, rules, star).finalTax,
          high: billFor(assessed.high, input, ratePct, rules, star).finalTax,
        };
  const rate = (v: number) => (v * ratePct) / 100;
  const starCredit = form === 'credit' ? bill.starValue : 0;
  const starSavings = form === 'exemption' ? bill.starValue : 0;
  return {
    kind: 'nyc',
    fiscalYear: row.fiscalYear,
    rateSource: row.source,
    propertyClass: cls,
    homeValue: input.homeValue,
    marketValue: input.homeValue,
    assessed,
    assessedValue: assessed.value,
    classRatePct: ratePct,
    baseTax: bill.baseTax,
    exemptions: {
      sche: bill.sche,
      veteran: bill.veteran,
      star: { requested: input.starType, applied: star.applied, form, amount: bill.starAv },
    },
    taxableValue: bill.taxableValue,
    scheSavings: rate(bill.sche.amount),
    veteranSavings: rate(bill.veteran.amount),
    starSavings,
    starCredit,
    abatementDetail: { applies: bill.abatement.applies, pct: bill.abatement.pct, averageAv: bill.abatement.averageAv },
    abatement: bill.abatement.amount,
    annualTax: bill.finalTax,
    monthlyTax: bill.finalTax / 12,
    finalTax: bill.finalTax,
    netAfterCredit: Math.max(0, bill.finalTax - starCredit),
    effectiveRate: input.homeValue > 0 ? (bill.finalTax / input.homeValue) * 100 : 0,
    monthlyPayment: bill.finalTax / 12,
    quarterlyPayment: bill.finalTax / 4,
    range,
    breakdown: {
      exemptions: { star: starSavings, veteran: rate(bill.veteran.amount), senior: rate(bill.sche.amount) },
      abatement: bill.abatement.amount,
    },
    county,
    notices,
    units: nycLines(bill, cls, ratePct, row, star),
  };
}

const CLASS_NAMES: Record<NycClass, Localized> = {
  class1: { en: 'New York City, class 1 tax rate', es: 'Ciudad de Nueva York, tasa de la clase 1' },
  class2: { en: 'New York City, class 2 tax rate', es: 'Ciudad de Nueva York, tasa de la clase 2' },
  class3: { en: 'New York City, class 3 tax rate', es: 'Ciudad de Nueva York, tasa de la clase 3' },
  class4: { en: 'New York City, class 4 tax rate', es: 'Ciudad de Nueva York, tasa de la clase 4' },
};

/**
 * The bill as lines, as every state's: the class rate on the assessed value left after the exemptions (its one unit),
 * and the co-op and condo abatement as a credit off the tax. The STAR credit is a check from the State, not a line.
 */
function nycLines(
  bill: Bill,
  cls: NycClass,
  ratePct: number,
  row: NycClassRate,
  star: { applied: StarType; form: StarForm },
): BillLine[] {
  const exemptions: UnitExemption[] = [];
  if (bill.veteran.amount > 0)
    exemptions.push({
      id: 'disabledVeteran',
      nominalAmount: bill.veteran.amount,
      amount: bill.veteran.amount,
      percentage: null,
    });
  if (bill.sche.amount > 0)
    exemptions.push({
      id: 'senior',
      nominalAmount: bill.sche.amount,
      amount: bill.sche.amount,
      percentage: bill.sche.pct,
    });
  if (star.form === 'exemption' && bill.starAv > 0)
    exemptions.push({
      id: star.applied === 'enhanced' ? 'starEnhanced' : 'starBasic',
      nominalAmount: bill.starAv,
      amount: bill.starAv,
      percentage: null,
    });
  const base = {
    taxYear: row.fiscalYear,
    extra: false,
    localStatus: 'not-asked' as const,
  };
  const lines: BillLine[] = [
    {
      ...base,
      id: `nyc-${cls}`,
      name: CLASS_NAMES[cls].en,
      nameEs: CLASS_NAMES[cls].es,
      part: 'city',
      ratePct,
      status: 'adopted',
      kind: 'unit',
      exemptions,
      exemptionAmount: bill.baseTax > 0 ? (bill.baseTax * 100) / ratePct - bill.taxableValue : 0,
      taxableValue: bill.taxableValue,
      taxBeforeExemptions: bill.baseTax,
      tax: bill.taxBeforeAbatement,
    },
  ];
  if (bill.abatement.amount > 0)
    lines.push({
      ...base,
      id: 'coop-condo-abatement',
      name: 'Co-op and condo abatement',
      nameEs: 'Reducción para cooperativas y condominios',
      part: 'credit',
      ratePct: null,
      status: null,
      kind: 'credit',
      exemptions: [],
      exemptionAmount: 0,
      taxableValue: 0,
      taxBeforeExemptions: 0,
      tax: -bill.abatement.amount,
    });
  return lines;
}

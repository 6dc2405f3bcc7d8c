// Input checks. Every problem is reported at once as a value; nothing here throws, and nothing
// that is NaN, infinite or negative ever reaches an engine.
import { error, warning } from './messages.ts';
import { NYC_CLASSES, type CalcError, type CalcWarning, type GeneralInput, type NycInput } from './model.ts';
import type { LevelRule, NycRules } from './rules.ts';
import { type StateCode, UNIT_PARTS } from './types.ts';

const STAR_TYPES: readonly string[] = ['none', 'basic', 'enhanced'];
/**
 * Spec §5: above this a value gets the very-high warning; from 1 up to (not including) the low bound, the very-low one.
 */
export const VERY_HIGH_VALUE = 10_000_000;
export const VERY_LOW_VALUE_BELOW = 10_000;
const MAX_RATE_PCT = 100;

const show = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? JSON.stringify(v) : String(v));

export function isFiniteNumber(v: unknown): v is number {
  return typeof v === 'number' && Number.isFinite(v);
}

export function valueWarnings(value: number, field: string): CalcWarning[] {
  if (value > VERY_HIGH_VALUE) return [warning(field, 'very-high-value')];
  if (value >= 1 && value < VERY_LOW_VALUE_BELOW) return [warning(field, 'very-low-value')];
  return [];
}

export function checkHomeValue(value: unknown, field = 'homeValue'): CalcError[] {
  if (isFiniteNumber(value) && value > 0) return [];
  return [error(field, 'invalid-value', `expected a number above 0, found ${show(value)}`)];
}

export function checkRate(ratePct: unknown, field: string): CalcError[] {
  if (isFiniteNumber(ratePct) && ratePct >= 0 && ratePct <= MAX_RATE_PCT) return [];
  return [
    error(field, 'invalid-value', `expected a rate in percent from 0 to ${MAX_RATE_PCT}, found ${show(ratePct)}`),
  ];
}

function checkSeniorIncome(income: unknown, starType: unknown): CalcError[] {
  if (income === undefined || income === null) {
    return starType === 'enhanced' ? [error('seniorIncome', 'senior-income-required')] : [];
  }
  if (!isFiniteNumber(income))
    return [error('seniorIncome', 'invalid-value', `expected a number, found ${show(income)}`)];
  if (income < 0) return [error('seniorIncome', 'senior-income-negative', `found ${income}`)];
  return [];
}

function checkStarType(starType: unknown): CalcError[] {
  if (starType === undefined || (typeof starType === 'string' && STAR_TYPES.includes(starType))) return [];
  return [error('starType', 'invalid-value', `expected none, basic or enhanced, found ${show(starType)}`)];
}

/** The home's units: a rate (or none reported) and a part of the bill each; a typed rate in range. */
function checkUnits(input: GeneralInput): CalcError[] {
  const out: CalcError[] = [];
  (input.units ?? []).forEach((u, i) => {
    if (u.ratePct !== null) out.push(...checkRate(u.ratePct, `units[${i}].ratePct`));
    if (!(UNIT_PARTS as readonly string[]).includes(u.part))
      out.push(
        error(`units[${i}].part`, 'invalid-value', `expected one of ${UNIT_PARTS.join(', ')}, found ${show(u.part)}`),
      );
  });
  return out;
}

/** `levels` are the state's disabled-veteran levels (Texas, Florida, California). */
export function validateGeneral(state: StateCode, input: GeneralInput, levels: readonly LevelRule[]): CalcError[] {
  const out = [...checkHomeValue(input.homeValue), ...checkUnits(input)];
  const level = input.disabledVeteranExemption;
  if (
    state !== 'ny' &&
    level !== undefined &&
    level !== '' &&
    level !== 'none' &&
    !levels.some((l) => l.id === level)
  ) {
    const ids = ['none', ...levels.map((l) => l.id)].join(', ');
    out.push(error('disabledVeteranExemption', 'invalid-value', `expected one of ${ids}, found ${show(level)}`));
  }
  if (state === 'ny') {
    out.push(...checkStarType(input.starType), ...checkSeniorIncome(input.seniorIncome, input.starType));
    const pct = input.veteranDisabilityPct;
    if (pct !== undefined && !(isFiniteNumber(pct) && pct >= 0 && pct <= 100)) {
      out.push(
        error(
          'veteranDisabilityPct',
          'invalid-value',
          `expected a disability rating from 0 to 100, found ${show(pct)}`,
        ),
      );
    }
  } else if (input.seniorIncome !== undefined && input.seniorIncome !== null) {
    out.push(...checkSeniorIncome(input.seniorIncome, undefined));
  }
  return out;
}

export function validateNyc(input: NycInput, rules: NycRules): CalcError[] {
  const out: CalcError[] = [];
  const mv: unknown = input.marketValue;
  if (!isFiniteNumber(mv))
    out.push(error('marketValue', 'invalid-value', `expected a number above 0, found ${show(mv)}`));
  else if (mv <= 0) out.push(error('marketValue', 'market-value-not-positive', `found ${mv}`));
  else if (mv > rules.marketValueMax)
    out.push(error('marketValue', 'market-value-too-high', `expected at most ${rules.marketValueMax}, found ${mv}`));
  if (!(NYC_CLASSES as readonly unknown[]).includes(input.propertyClass)) {
    out.push(
      error('propertyClass', 'invalid-property-class', `expected class1 to class4, found ${show(input.propertyClass)}`),
    );
  }
  // SCHE is set by income just as Enhanced STAR is, so it needs the income too.
  out.push(
    ...checkStarType(input.starType),
    ...checkSeniorIncome(input.seniorIncome, input.seniorExemption ? 'enhanced' : input.starType),
  );
  const av: unknown = input.assessedValue;
  if (
    av !== undefined &&
    av !== null &&
    !(isFiniteNumber(av) && av >= 0 && (!isFiniteNumber(mv) || mv <= 0 || av <= mv))
  ) {
    out.push(
      error(
        'assessedValue',
        'assessed-value-invalid',
        `expected a billable assessed value from 0 to the market value, found ${show(av)}`,
      ),
    );
  }
  const pct = input.veteranDisabilityPct;
  if (pct !== undefined && !(isFiniteNumber(pct) && pct >= 0 && pct <= 100)) {
    out.push(
      error('veteranDisabilityPct', 'invalid-value', `expected a disability rating from 0 to 100, found ${show(pct)}`),
    );
  }
  return out;
}

// Input checks. Every problem is reported at once as a value; nothing here throws, and nothing
// that is NaN, infinite or negative ever reaches an engine.
import { error, warning } from './messages.ts';
import type { CalcError, CalcWarning, GeneralInput } from './model.ts';
import type { LevelRule } from './rules.ts';
import { UNIT_PARTS } from '../schema/codes.ts';

const STAR_TYPES: readonly string[] = ['none', 'basic', 'enhanced'];
/**
 * Spec §5: above this a value gets the very-high warning; from 1 up to (not including) the low bound, the very-low one.
 */
export const VERY_HIGH_VALUE = 10_000_000;
export const VERY_LOW_VALUE_BELOW = 10_000;
const MAX_RATE_PCT = 100;

const show = (v: unknown): string => (typeof v === 'number' || typeof v === 'string' ? JSON.stringify(v) : String(v));

/** Printed as JSON where it can be, for a message that shows what was found. */
export const shown = (v: unknown): string => show(v);

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

export function checkSeniorIncome(income: unknown, starType: unknown): CalcError[] {
  if (income === undefined || income === null) {
    return starType === 'enhanced' ? [error('seniorIncome', 'senior-income-required')] : [];
  }
  if (!isFiniteNumber(income))
    return [error('seniorIncome', 'invalid-value', `expected a number, found ${show(income)}`)];
  if (income < 0) return [error('seniorIncome', 'senior-income-negative', `found ${income}`)];
  return [];
}

export function checkStarType(starType: unknown): CalcError[] {
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

/**
 * `levels` are the state's disabled-veteran levels (Texas, Florida, California). A state whose inputs differ (New
 * York's STAR and veterans' rating) gives its own checks, `own`, in place of the level and senior-income ones.
 */
export function validateGeneral(
  input: GeneralInput,
  levels: readonly LevelRule[],
  own?: (input: GeneralInput) => CalcError[],
): CalcError[] {
  const out = [...checkHomeValue(input.homeValue), ...checkUnits(input)];
  if (own) return [...out, ...own(input)];
  const level = input.disabledVeteranExemption;
  if (level !== undefined && level !== '' && level !== 'none' && !levels.some((l) => l.id === level)) {
    const ids = ['none', ...levels.map((l) => l.id)].join(', ');
    out.push(error('disabledVeteranExemption', 'invalid-value', `expected one of ${ids}, found ${show(level)}`));
  }
  if (input.seniorIncome !== undefined && input.seniorIncome !== null)
    out.push(...checkSeniorIncome(input.seniorIncome, undefined));
  return out;
}

/** A veterans' disability rating, where a state asks for one (New York): 0 to 100, or not given. */
export function checkRating(pct: unknown): CalcError[] {
  if (pct === undefined || (isFiniteNumber(pct) && pct >= 0 && pct <= 100)) return [];
  return [
    error('veteranDisabilityPct', 'invalid-value', `expected a disability rating from 0 to 100, found ${show(pct)}`),
  ];
}

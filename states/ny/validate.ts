// New York's own input checks: STAR and the senior income it needs, the veterans' rating, and New
// York City's class, market value and assessed value.
import { error } from '../../engine/messages.ts';
import { NYC_CLASSES, type CalcError, type GeneralInput, type NycInput } from '../../engine/model.ts';
import { checkRating, checkSeniorIncome, checkStarType, isFiniteNumber, shown } from '../../engine/validate.ts';
import type { NycRules } from './nyc-rules.ts';

/** Outside the city: STAR, the income Enhanced STAR needs, and the rating (not a level) of a disabled veteran. */
export function checkNewYorkInput(input: GeneralInput): CalcError[] {
  return [
    ...checkStarType(input.starType),
    ...checkSeniorIncome(input.seniorIncome, input.starType),
    ...checkRating(input.veteranDisabilityPct),
  ];
}

export function validateNyc(input: NycInput, rules: NycRules): CalcError[] {
  const out: CalcError[] = [];
  const mv: unknown = input.homeValue;
  if (!isFiniteNumber(mv))
    out.push(error('homeValue', 'invalid-value', `expected a number above 0, found ${shown(mv)}`));
  else if (mv <= 0) out.push(error('homeValue', 'market-value-not-positive', `found ${mv}`));
  else if (mv > rules.homeValueMax)
    out.push(error('homeValue', 'market-value-too-high', `expected at most ${rules.homeValueMax}, found ${mv}`));
  if (!(NYC_CLASSES as readonly unknown[]).includes(input.propertyClass)) {
    out.push(
      error(
        'propertyClass',
        'invalid-property-class',
        `expected class1 to class4, found ${shown(input.propertyClass)}`,
      ),
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
        `expected a billable assessed value from 0 to the market value, found ${shown(av)}`,
      ),
    );
  }
  out.push(...checkRating(input.veteranDisabilityPct));
  return out;
}

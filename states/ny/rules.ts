// New York's constants outside the city, read from its config: STAR, the senior reduction, the
// veterans' shares and the split of the non-school levy.
import { cached, exemptionAmount, num, obj, split } from '../../engine/rules.ts';
import type { Part } from '../../engine/model.ts';

/** RPTL §458-a: shares of the value and their default maximums (full-value dollars). */
export interface VeteranRules {
  wartimePct: number;
  combatPct: number;
  /** The disability part is this share of the VA rating, as a share of the value (50 % of a 40 % rating = 20 %). */
  disabledShareOfRatingPct: number;
  maxWartime: number;
  maxCombat: number;
  maxDisabled: number;
}

export interface NewYorkRules {
  split: Record<Part, number>;
  starBasic: number;
  starEnhanced: number;
  enhancedStarIncomeLimit: number;
  seniorValuePct: number;
  veteran: VeteranRules;
}

export const newYorkRules = cached((c): NewYorkRules => {
  const schoolPct = num(c.calc.schoolSharePct, 'ny.calc.schoolSharePct');
  const rest = split(
    { school: 0, ...obj(c.calc.nonSchoolSplitPct, 'ny.calc.nonSchoolSplitPct') },
    'ny.calc.nonSchoolSplitPct',
  );
  const other = (100 - schoolPct) / 100;
  return {
    // The school share comes off the top; the rest is split among county, city and village.
    split: { school: schoolPct, county: rest.county * other, city: rest.city * other, special: rest.special * other },
    starBasic: exemptionAmount(c, 'starBasic'),
    starEnhanced: exemptionAmount(c, 'starEnhanced'),
    enhancedStarIncomeLimit: num(c.calc.enhancedStarIncomeLimit, 'ny.calc.enhancedStarIncomeLimit'),
    seniorValuePct: num(c.calc.seniorValueReductionPct, 'ny.calc.seniorValueReductionPct'),
    veteran: veteranRules(c.calc.veteran, 'ny.calc.veteran'),
  };
});

function veteranRules(v: unknown, where: string): VeteranRules {
  const o = obj(v, where);
  const n = (k: string) => num(o[k], `${where}.${k}`);
  return {
    wartimePct: n('wartimePct'),
    combatPct: n('combatPct'),
    disabledShareOfRatingPct: n('disabledShareOfRatingPct'),
    maxWartime: n('maxWartime'),
    maxCombat: n('maxCombat'),
    maxDisabled: n('maxDisabled'),
  };
}

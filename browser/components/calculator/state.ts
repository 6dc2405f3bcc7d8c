import { CHECKBOX_EXEMPTIONS, type CheckboxId } from '../../../states/engines.ts';
import { initialValues, type ValueAnswers } from '../../../states/value-exemptions.ts';

/**
 * What the visitor has entered; the inputs of spec §3 the state offers. Each checkbox exemption a state lists
 * (states/<code>/calc.ts) is a boolean field named by its id: homestead, over65, schoolTaxCeiling …; each
 * choice or amount exemption (engine/value-exemptions.ts) a text field named by its id: veteranLevel, starType …
 */
export interface FormState extends Record<CheckboxId, boolean>, ValueAnswers {
  value: number;
  county: string;
  /**
   * The bill builder's picks, by the state's slot (states/<code>/calc.ts units.slots): Texas school, city and
   * districts; New York place, village and school segment; Florida and California area. None picked: the county's
   * own bill.
   */
  picks: Record<string, string[]>;
  /** Rates typed from the visitor's notice, as typed, in the state's published unit, by unit id. */
  unitRates: Record<string, string>;
  /** Texas: a unit's own exemptions typed in by the visitor, for units we hold no figures for (by unit id). */
  localEntered: Record<string, EnteredLocal>;
  /** The home's ZIP code (typed, from a link, or the ZIP centre nearest a position: approximate). */
  zip: string;
  zipApprox: boolean;
  /** Buyer mode: the value is the purchase price; what the visitor knows of the seller's side, as typed. */
  buyer: boolean;
  closing: string;
  sellerBill: string;
  sellerAssessed: string;
  portability: string;
}

/** What the visitor knows of a unit's exemptions: the homestead percentage and the over-65 amount, as typed. */
export interface EnteredLocal {
  pct: string;
  over65: string;
}

export function initialForm(value: number, county: string): FormState {
  return {
    value,
    county,
    ...(Object.fromEntries(CHECKBOX_EXEMPTIONS.map((c) => [c.id, false])) as Record<CheckboxId, boolean>),
    ...initialValues(),
    picks: {},
    unitRates: {},
    localEntered: {},
    zip: '',
    zipApprox: false,
    buyer: false,
    closing: '',
    sellerBill: '',
    sellerAssessed: '',
    portability: '',
  };
}

export type Phase = 'idle' | 'calculating' | 'done' | 'failed';
export type ListState = 'loading' | 'ready' | 'error';

export const SAVED_COUNTY_KEY = (state: string): string => `ptc:${state}:county`;

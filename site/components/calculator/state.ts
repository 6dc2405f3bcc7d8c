import { CHECKBOX_EXEMPTIONS, type CheckboxId } from '../../calc/states/index.ts';
import { initialValues, type ValueAnswers } from '../../calc/value-exemptions.ts';

/**
 * What the visitor has entered; the inputs of spec §3 the state offers. Each checkbox exemption a state lists
 * (site/calc/states/) is a boolean field named by its id: homestead, over65, schoolTaxCeiling …; each choice or
 * amount exemption (site/calc/value-exemptions.ts) a text field named by its id: veteranLevel, starType …
 */
export interface FormState extends Record<CheckboxId, boolean>, ValueAnswers {
  value: number;
  county: string;
  /** Texas bill builder: the chosen school district, city ('' = unincorporated) and partial-county districts. */
  schoolId: string;
  cityId: string;
  districtIds: string[];
  /** New York bill builder: town or city ('' = county average), village ('' = none), school segment. */
  nyMunicipalityId: string;
  nyVillageId: string;
  nySchoolId: string;
  /** Florida and California bill builder: the city, unincorporated area or tax rate area ('' = county average). */
  areaId: string;
  /** Texas: a unit's own exemptions typed in by the visitor, for units we hold no figures for (by unit id). */
  localEntered: Record<string, EnteredLocal>;
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
    schoolId: '',
    cityId: '',
    districtIds: [],
    nyMunicipalityId: '',
    nyVillageId: '',
    nySchoolId: '',
    areaId: '',
    localEntered: {},
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

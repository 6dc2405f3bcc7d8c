import type { NycClass, StarForm, StarType } from '../../calc/model.ts';
import { CHECKBOX_EXEMPTIONS, type CheckboxId } from '../../calc/states/index.ts';

/**
 * What the visitor has entered; the inputs of spec §3 the state offers. Each checkbox exemption a state lists
 * (site/calc/states/) is a boolean field named by its id: homestead, over65, schoolTaxCeiling …
 */
export interface FormState extends Record<CheckboxId, boolean> {
  value: number;
  county: string;
  veteranLevel: string;
  seniorIncome: string;
  starType: StarType;
  veteranPct: string;
  propertyClass: NycClass;
  /** New York (and NYC): wartime or combat-zone service for the alternative veterans' exemption. */
  veteranService: 'none' | 'wartime' | 'combat';
  /** NYC: the billable assessed value from the Notice of Property Value, as typed ('' = estimate it). */
  assessedValue: string;
  /** NYC: whether STAR comes as a credit check or as the exemption on the bill. */
  starForm: StarForm;
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
    veteranLevel: 'none',
    seniorIncome: '',
    starType: 'none',
    veteranPct: '',
    propertyClass: 'class1',
    veteranService: 'none',
    assessedValue: '',
    starForm: 'credit',
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

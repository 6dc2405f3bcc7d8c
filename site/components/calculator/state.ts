import type { NycClass, NycVeteranBand, StarType } from '../../calc/model.ts';

/** What the visitor has entered; the inputs of spec §3 the state offers. */
export interface FormState {
  value: number;
  county: string;
  homestead: boolean;
  over65: boolean;
  disabled: boolean;
  veteranLevel: string;
  schoolTaxCeiling: boolean;
  seniorCitizen: boolean;
  seniorIncome: string;
  starType: StarType;
  veteranPct: string;
  propertyClass: NycClass;
  nycVeteranBand: NycVeteranBand | 'none';
  /** Texas bill builder: the chosen school district, city ('' = unincorporated) and partial-county districts. */
  schoolId: string;
  cityId: string;
  districtIds: string[];
}

export function initialForm(value: number, county: string): FormState {
  return {
    value, county, homestead: false, over65: false, disabled: false, veteranLevel: 'none', schoolTaxCeiling: false,
    seniorCitizen: false, seniorIncome: '', starType: 'none', veteranPct: '', propertyClass: 'class1', nycVeteranBand: 'none',
    schoolId: '', cityId: '', districtIds: [],
  };
}

export type Phase = 'idle' | 'calculating' | 'done' | 'failed';
export type ListState = 'loading' | 'ready' | 'error';

export const SAVED_COUNTY_KEY = (state: string): string => `ptc:${state}:county`;

import type { Lang, StateCode } from '../../../schema/codes.ts';
import type { CountyRate, NycClassRate, StateConfig } from '../../../schema/index.ts';
import type { TextTable } from '../text.ts';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { UnitPickerWords, UnitRules } from '../../../engine/state-module.ts';
import type { FormState } from './state.ts';

type Translate = (key: string, vars?: Record<string, string | number>) => string;

export type CountyListEntry = Omit<CountyRate, 'note'> & { note?: string };

export type { PickUnit } from '../../../engine/pick-unit.ts';

export interface CalculatorTiming {
  calculationMs: number;
  calculatedToastMs: number;
  selectedToastMs: number;
  failureToastMs: number;
  toastDefaultMs: number;
  toastMaxVisible: number;
}

/** A typical bill's yearly and monthly tax. */
export interface TypicalBill {
  annual: number;
  monthly: number;
}

/** Everything the calculator island needs; serialised into the page beside its markup. */
export interface CalculatorProps {
  lang: Lang;
  state: StateCode;
  config: Pick<StateConfig, 'stateCode' | 'stateName' | 'exemptions' | 'stats' | 'calc'>;
  text: TextTable;
  /** Hashed JSON with `{ counties }`, loaded after hydration. */
  countyListUrl: string | null;
  /** A county page's own county: shown and computable before the list loads. */
  initialCounty: CountyListEntry | null;
  /** County pages whose state lists the county's taxing units: hashed JSON with them (engine/pick-unit.ts). */
  unitsUrl: string | null;
  /** The county's ZIP codes with their school districts, the site's search index, the state's ZIP centres. */
  zipUrls: { zips: string | null; search: string | null; centres: string | null };
  nycRates: NycClassRate[] | null;
  typicalChangePct: number;
  productYear: number;
  defaultHomeValue: number;
  savingsHintSharePct: number;
  timing: CalculatorTiming;
  /** Link pattern to a county page in the page's language, with {{slug}}. */
  countyHref: string;
  /** A county page's typical bill before the first calculation (site build), or null. */
  typicalBill: TypicalBill | null;
}

/** The one picker's props (UnitPicker.tsx); its fields and lists take them too. */
export interface UnitPickerProps {
  rules: UnitRules;
  words: UnitPickerWords;
  units: PickUnit[];
  county: Pick<CountyRate, 'bill'> | null;
  form: FormState;
  update: (p: Partial<FormState>) => void;
  t: Translate;
  lang: Lang;
  /** The $5,000 floor and the 20 % ceiling of a unit's own homestead exemption (Texas config). */
  floor: number;
  maxPct: number;
  errorFor: (field: string) => string | null;
  warningFor: (field: string) => string | null;
  /** By slot, the units the home's ZIP points to, listed first (a New York district's towns, Kern's areas). */
  first?: Readonly<Record<string, readonly string[]>>;
}

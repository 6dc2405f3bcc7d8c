import type {
  CountyRate,
  Lang,
  LocalExemptions,
  NycClassRate,
  StateCode,
  StateConfig,
  UnitStatus,
} from '../../calc/types.ts';
import type { TextTable } from '../text.ts';

export type CountyListEntry = Omit<CountyRate, 'note'> & { note?: string };

/** A taxing unit as the Texas bill builder needs it (from the county's lazily loaded units file). */
export interface PickUnit {
  id: string;
  name: string;
  type: 'county' | 'city' | 'school' | 'special';
  districtType: string;
  ratePct: number | null;
  countywide: boolean;
  /** The unit's own homestead exemptions; null when we hold none (the visitor may enter them). */
  local: LocalExemptions | null;
  /** The tax year and status of the rate (the unit's newest up to the product year). */
  taxYear?: number;
  status?: UnitStatus;
  viaCopy?: true;
}

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
  /** Texas county pages: hashed JSON with the county's taxing units. */
  unitsUrl: string | null;
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

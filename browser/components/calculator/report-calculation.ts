import type { CalcError, GeneralResult, NycResult } from '../../../engine/model.ts';
import { logCalculation } from '../../analytics/calculation-log.ts';
import { announceCalculated, calculatedDetail } from '../../events/calculated.ts';
import type { CountyListEntry } from './props.ts';

// What a Calculate tells the rest of the page and the logs (spec §4): the calculated event that
// analytics and the newsletter popup listen for, and the calculation log line. Results that follow
// typing beside the form report nothing.

export function reportCalculated(
  state: string,
  county: CountyListEntry | null,
  used: { county: string },
  result: GeneralResult | NycResult,
): void {
  if (county) announceCalculated(calculatedDetail(state, county, result));
  logCalculation('completed', { state, county: used.county });
}

export function reportFailed(state: string, used: { county: string }, errors: CalcError[]): void {
  logCalculation('failed', { state, county: used.county, errors: errors.map((e) => e.code) });
}

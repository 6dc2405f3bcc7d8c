// `calc --zip Z`: the county the ZIP lies in (asked for when it lies in several) and the units it picks,
// added to the ones the flags name (a --school or --unit of the same slot wins over the ZIP's).
import { error } from '../../engine/messages.ts';
import type { CalcError } from '../../engine/model.ts';
import { pickUnit } from '../../engine/pick-unit.ts';
import { calcState } from '../engines.ts';
import type { StateCode } from '../../schema/codes.ts';
import type { StateRates, UnitsFile, ZipFile } from '../../schema/index.ts';
import { type ZipOutcome, zipOutcome } from '../../engine/zip-choice.ts';

export interface ZipData {
  rates(state: StateCode): StateRates | null;
  units?(state: StateCode): UnitsFile | null;
  /** generated/zips/<state>.json; null where the state has none. */
  zips?(state: StateCode): ZipFile | null;
}

export interface ZipFlags {
  zip?: string;
  county?: string;
  unit?: string[];
  school?: string;
}

export interface ZipResolved {
  state: StateCode;
  county: string;
  fips: string;
  /** Unit ids the ZIP adds, for slots the flags left empty. */
  ids: string[];
  outcome: ZipOutcome;
  file: Pick<ZipFile, 'source' | 'boundaries'>;
}

const refuse = (detail: string): { errors: CalcError[] } => ({ errors: [error('zip', 'invalid-value', detail)] });

export function resolveZip(state: StateCode, flags: ZipFlags, data: ZipData): ZipResolved | { errors: CalcError[] } {
  const zip = (flags.zip ?? '').trim();
  if (!/^\d{5}$/.test(zip)) return refuse(`expected a 5-digit ZIP code, found ${JSON.stringify(flags.zip ?? '')}`);
  const file = data.zips?.(state) ?? null;
  if (!file) return refuse(`no ZIP table for ${state.toUpperCase()} in generated/ (run \`npx tsx cli.ts rates emit\`)`);
  const entry = file.zips[zip];
  if (!entry) return refuse(`ZIP ${zip} is not a ${state.toUpperCase()} ZIP code in our table`);
  const counties = (data.rates(state)?.counties ?? []).filter((c) => entry.counties.includes(c.fips));
  const named = counties.map((c) => `${c.slug} (${c.name})`).join(', ');
  let county = counties[0];
  if (flags.county !== undefined) {
    county = counties.find((c) => c.slug === flags.county);
    if (!county) return refuse(`ZIP ${zip} lies in ${named}, not in ${JSON.stringify(flags.county)}`);
  } else if (counties.length > 1)
    return { errors: [error('county', 'county-required', `ZIP ${zip} lies in ${named}: add --county`)] };
  if (!county) return refuse(`ZIP ${zip} lies in no county we hold`);
  const rules = calcState(state).units;
  const list = (data.units?.(state)?.counties[county.fips] ?? []).map((u) => pickUnit(u, false));
  const outcome = zipOutcome(zip, entry, county.fips, list, rules);
  // The flags' own picks win: a slot the visitor named keeps its unit.
  const slotOf = (id: string) =>
    rules.slots.find((s) => s.types.includes(list.find((u) => u.id === id)?.type as never))?.key;
  const named_ = new Set([...(flags.unit ?? []), ...(flags.school ? [flags.school] : [])].map(slotOf));
  const ids = Object.entries(outcome.picks).flatMap(([slot, picked]) => (named_.has(slot) ? [] : picked));
  return {
    state,
    county: county.slug,
    fips: county.fips,
    ids,
    outcome,
    file: { source: file.source, boundaries: file.boundaries },
  };
}

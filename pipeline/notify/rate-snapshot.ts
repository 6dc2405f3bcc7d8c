// The one place that decides what a notify-me request watches, read through the checked reader of
// generated/: a county's own record (combined rate, table year, estimate or official) and each of
// its taxing units (rate, year, status); a state-wide request watches every county's record. The
// API stores this snapshot with the request and `subscribers notify` compares it with the data of
// the latest deploy, so a line counts as new only when the published data moved.
import type { Variant as ApiState } from '../../schema/codes.ts';
import type { CountyCatalog, RateLine, RateSnapshot, WatchedCounty } from '../../schema/notify.ts';
import { STATE_CODES, type StateCode } from '../../schema/codes.ts';
import { countyInText, countyLabel } from '../../i18n/place-names.ts';
import type { CountyRate, Unit } from '../../schema/index.ts';
import { type GeneratedData, generatedData } from '../shared/generated-data.ts';

function recordLine(county: CountyRate, kind: 'record' | 'county'): RateLine {
  return {
    key: kind === 'record' ? 'county' : `county:${county.slug}`,
    kind,
    name: kind === 'record' ? '' : county.name,
    ratePct: county.ratePct,
    year: String(county.tableYear),
    status: county.status,
  };
}

function unitLine(unit: Unit): RateLine {
  return {
    key: `unit:${unit.id}`,
    kind: 'unit',
    name: unit.name,
    ratePct: unit.ratePct,
    year: String(unit.taxYear),
    status: unit.status,
  };
}

/** What a request for `slug` (null: the whole state) watches in `data`. */
export function rateSnapshot(data: GeneratedData, state: StateCode, slug: string | null): RateSnapshot {
  const rates = data.stateRates(state);
  if (slug === null) return { lines: rates.counties.map((c) => recordLine(c, 'county')) };
  const county = rates.counties.find((c) => c.slug === slug);
  if (!county) throw new Error(`rate snapshot: ${state} has no county ${slug}`);
  return { lines: [recordLine(county, 'record'), ...(data.units(state)?.counties[county.fips] ?? []).map(unitLine)] };
}

/** "Los Angeles", "los-angeles" and "Condado de Los Ángeles" alike. */
const key = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

const isState = (state: ApiState): state is StateCode => (STATE_CODES as readonly string[]).includes(state);

/** The counties of generated/ under `root`, loaded on first use (a server that gets no notify-me reads nothing). */
export function countyCatalog(root: string): CountyCatalog {
  let data: GeneratedData | null = null;
  const read = (): GeneratedData => (data ??= generatedData(root));
  const index = new Map<StateCode, Map<string, WatchedCounty>>();
  const counties = (state: StateCode): Map<string, WatchedCounty> => {
    let found = index.get(state);
    if (!found) {
      found = new Map();
      for (const c of read().stateRates(state).counties) {
        const county = { slug: c.slug, name: c.name };
        for (const k of [c.slug, c.name, countyLabel(c.name, 'es')]) found.set(key(k), county);
      }
      index.set(state, found);
    }
    return found;
  };
  return {
    find: (state, text) => (isState(state) ? counties(state).get(key(text)) : undefined),
    snapshot(state, county) {
      if (!isState(state)) return { lines: [] };
      return rateSnapshot(read(), state, county);
    },
    place(state, county) {
      if (!isState(state)) return { en: '', es: '' };
      if (county === null) return read().stateConfig(state).stateName;
      const name =
        read()
          .stateRates(state)
          .counties.find((c) => c.slug === county)?.name ?? county;
      return { en: countyInText(name, 'en'), es: countyInText(name, 'es') };
    },
  };
}

// What a ZIP code says about a home's units, pure and shared by `calc --zip` and the page's ZIP field:
// whether the ZIP lies in the county, which school district its land is mostly in (chosen at 95 % or
// more; otherwise the candidates above 2 %, at most five, the largest chosen), New York's towns that
// district reaches, and the unit its mailing city names (Florida, California), which may not be the
// tax city. Shares are of the ZIP area's land on 2021 boundaries, not of homes: every pick stays editable.
import { notice } from './messages.ts';
import type { Notice } from './model.ts';
import type { Localized } from '../schema/index.ts';
import type { PickUnit } from './pick-unit.ts';
import type { UnitRules } from './state-module.ts';
import type { Picks } from './unit-slots.ts';
import type { ZipEntry, ZipSchool } from '../schema/index.ts';

/** At this share of the ZIP's land one district is taken without asking. */
export const SETTLED_SHARE = 0.95;
/** Below this share a district is a sliver of the ZIP's edge, not a candidate. */
export const LISTED_SHARE = 0.02;
export const MAX_CANDIDATES = 5;

export interface ZipPick {
  slot: string;
  id: string;
  name: string;
  /** Share of the ZIP's land; null for a unit named by the mailing city. */
  share: number | null;
  /** New York: the district's id (leaid) a segment was chosen by. */
  leaid?: string;
}

export interface ZipOutcome {
  zip: string;
  counties: readonly string[];
  /** The ZIP lies in the county asked about. */
  here: boolean;
  /** false: no Census ZIP area (a PO box): the county's lists apply. */
  hasArea: boolean;
  city: string;
  picks: Picks;
  /** The units the ZIP chose. */
  assumed: ZipPick[];
  /** The school districts offered, largest first (the chosen one among them); empty once one is settled. */
  candidates: ZipPick[];
  /** The chosen district covers at least 95 % of the ZIP's land. */
  settled: boolean;
  /** New York: the towns and cities the chosen district reaches in the county, when more than one. */
  towns: string[];
  /** California: the rate-book groups the ZIP's areas are in (by their English label), listed first. */
  groups: string[];
  /** The same groups in both languages, for the result's words. */
  groupNames: Localized[];
  /** A unit came from the mailing city, which may not be the tax city. */
  byCity: boolean;
  /** The ZIP's districts joined to none of the county's units: its lists apply. */
  unjoined: boolean;
}

const fold = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/^\s*(city|town|village) of\s+/, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** The slot a state's school units go in (Texas `school`, New York `segment`); none in Florida and California. */
const schoolSlot = (rules: UnitRules) =>
  rules.slots.find((s) => s.types.some((t) => t === 'school' || t === 'school-segment'));
/** The slot of a city or area (Florida `area`, California `area`). */
const areaSlot = (rules: UnitRules) =>
  rules.slots.find((s) => s.types.some((t) => t === 'municipality' || t === 'tax-rate-area'));

/**
 * The ZIP's picks for the county `fips`, from its entry and the county's units; `leaid` is a district the visitor chose
 * among the candidates (else the largest).
 */
export function zipOutcome(
  zip: string,
  entry: ZipEntry,
  fips: string,
  units: readonly PickUnit[],
  rules: UnitRules,
  leaid?: string,
): ZipOutcome {
  const out: ZipOutcome = {
    zip,
    counties: entry.counties,
    here: entry.counties.includes(fips),
    hasArea: entry.zcta,
    city: entry.city,
    picks: {},
    assumed: [],
    candidates: [],
    settled: false,
    towns: [],
    groups: [],
    groupNames: [],
    byCity: false,
    unjoined: false,
  };
  if (!out.here) return out;
  const byId = new Map(units.map((u) => [u.id, u]));
  const school = schoolSlot(rules);
  if (school && entry.zcta) pickSchool(out, entry.schools, byId, school.key, leaid);
  const area = areaSlot(rules);
  if (area) pickArea(out, entry, units, area.key);
  return out;
}

/** The district's own name: a New York segment's without "(segment in …)". */
const districtName = (u: PickUnit): string => u.name.replace(/\s*\(segment in [^)]*\)$/, '');

function pickSchool(
  out: ZipOutcome,
  schools: readonly ZipSchool[],
  byId: ReadonlyMap<string, PickUnit>,
  slot: string,
  leaid: string | undefined,
): void {
  // A district joins where one of its units is the county's; a district of the ZIP in another county is not offered
  // here.
  const joined = schools
    .map((s) => ({ s, own: s.units.map((id) => byId.get(id)).filter((u): u is PickUnit => u !== undefined) }))
    .filter((j) => j.own.length > 0);
  if (joined.length === 0) {
    out.unjoined = schools.length > 0;
    return;
  }
  const chosen = joined.find((j) => j.s.leaid === leaid) ?? joined[0]!;
  out.settled = joined[0]!.s.share >= SETTLED_SHARE && chosen === joined[0];
  if (!out.settled)
    out.candidates = joined
      .filter((j) => j.s.share >= LISTED_SHARE || j === chosen)
      .slice(0, MAX_CANDIDATES)
      .map((j) => ({ slot, id: j.own[0]!.id, name: districtName(j.own[0]!), share: j.s.share, leaid: j.s.leaid }));
  // New York: one segment per town; with one town it is the home's, with several the largest stands in until asked.
  const segments = [...chosen.own].sort((a, b) => (b.taxableValue ?? -1) - (a.taxableValue ?? -1));
  const unit = segments[0]!;
  const towns = [...new Set(segments.map((u) => u.parentId).filter((p): p is string => !!p))];
  if (towns.length > 1) out.towns = towns;
  out.picks[slot] = [unit.id];
  // The segment's own town stands in with it, so the picker shows the town the bill uses (and says so).
  if (unit.parentId) out.picks.place = [unit.parentId];
  out.assumed.push({ slot, id: unit.id, name: districtName(unit), share: chosen.s.share, leaid: chosen.s.leaid });
}

function pickArea(out: ZipOutcome, entry: ZipEntry, units: readonly PickUnit[], slot: string): void {
  const city = fold(entry.city);
  const offered = units.filter((u) => !u.countywide && (u.type === 'municipality' || u.type === 'tax-rate-area'));
  const named = offered.filter((u) => fold(u.name) === city && !u.group);
  if (named.length === 1) {
    out.picks[slot] = [named[0]!.id];
    out.byCity = true;
    out.assumed.push({ slot, id: named[0]!.id, name: named[0]!.name, share: null });
    return;
  }
  // A rate book of many areas (Kern): the mailing city's areas and those named for the ZIP's school districts first.
  const groups = new Set(offered.map((u) => u.group?.en).filter((g): g is string => !!g));
  const inside = [...groups].filter((g) => g.startsWith('Inside a city:') && fold(g.slice(14)) === city);
  const districts = entry.schools.flatMap((s) => (s.group && groups.has(s.group) ? [s.group] : []));
  out.groups = [...new Set([...inside, ...districts])];
  out.groupNames = out.groups.map((g) => offered.find((u) => u.group?.en === g)!.group!);
  if (inside.length) out.byCity = true;
}

const pct = (share: number): string => `${(share * 100).toFixed(1)}%`;
/** The first six, the largest shares: a large rural ZIP reaches a dozen. */
const listed = (names: string[]): string => `${names.slice(0, 6).join('; ')}${names.length > 6 ? '; …' : ''}`;

/**
 * What the ZIP chose, said on the result, the PDF and by `calc`; `name` words a city's or town's unit id in each
 * language (a school district keeps its own name in both).
 */
export function zipNotices(o: ZipOutcome, name: (id: string) => Localized): Notice[] {
  if (!o.here) return [];
  if (!o.hasArea) return [notice('zip-no-area', undefined, { zip: o.zip })];
  const out: Notice[] = [];
  if (o.unjoined) out.push(notice('zip-unjoined', undefined, { zip: o.zip }));
  for (const a of o.assumed) {
    if (a.share === null) out.push(notice('zip-city', undefined, { zip: o.zip, name: name(a.id), city: o.city }));
    else if (o.settled)
      out.push(notice('zip-school-settled', undefined, { zip: o.zip, name: a.name, share: pct(a.share) }));
    else
      out.push(
        notice('zip-school-split', undefined, {
          zip: o.zip,
          name: a.name,
          shares: o.candidates.map((c) => `${c.name} ${pct(c.share ?? 0)}`).join('; '),
        }),
      );
  }
  if (o.groups.length)
    out.push(
      notice('zip-groups', undefined, {
        zip: o.zip,
        groups: { en: listed(o.groupNames.map((g) => g.en)), es: listed(o.groupNames.map((g) => g.es)) },
      }),
    );
  if (o.towns.length > 1) {
    const segment = o.assumed.find((a) => a.leaid);
    const town = segment ? name(segment.id.slice(segment.id.indexOf('.') + 1)) : '';
    out.push(notice('zip-towns', undefined, { count: o.towns.length, town }));
  }
  return out;
}

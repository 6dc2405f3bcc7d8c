// What the chooser and the picker need of a taxing unit: a county page's units file holds just this,
// the CLI cuts its units down to it, and every state's units read alike. Fields a unit does not use
// (a Texas unit has no levies, a New York town no district type) are left out of the file.
import type { UnitStatus } from '../schema/codes.ts';
import type { Levy, LocalExemptions, Localized, Unit, UnitPart, UnitType } from '../schema/index.ts';

export interface PickUnit {
  id: string;
  name: string;
  /** The name in Spanish where the source gives one. */
  nameEs?: string;
  type: UnitType;
  part: UnitPart;
  /** Texas districts: mud, isd, esd …; i18n/district-types.ts words it. */
  districtType?: string;
  /** New York school segments: the town or city they lie in. */
  parentId?: string;
  /** Taxes every home of the county: on every bill built from units. */
  countywide?: true;
  /** null: no rate reported for its year (the visitor may type the one on their notice). */
  ratePct: number | null;
  taxYear: number;
  status: UnitStatus;
  viaCopy?: true;
  /** Its own exemptions (Texas); null when we hold none (the visitor may type them); absent where a state has none. */
  local?: LocalExemptions | null;
  /** A unit of several levies (a Florida city's operating and voted debt). */
  levies?: Levy[];
  /** New York: taxable full value, which puts the most common town or segment first. */
  taxableValue?: number;
  /** The picker's group (Kern's rate book: a city, or unincorporated by school district). */
  group?: Localized;
  /** Other spellings the picker's search finds. */
  aliases?: string[];
  /** A variant the picker lists only when asked (a tax rate area's mobile-home twin). */
  variant?: true;
  /** Where its rate was read: publisher and document, as the report cites it. */
  source?: string;
}

/** A county page's units file: each unit's source is an index into `sources` (Kern's 2,455 areas share one). */
export interface UnitsPayload {
  units: (Omit<PickUnit, 'source'> & { source?: number })[];
  sources: string[];
}

/** The publisher and document of a unit's rate, and of each of its levies read elsewhere, as one citation. */
export function unitCitation(u: Pick<Unit, 'source' | 'document' | 'levies'>): string {
  const cite = (x: { source: string; document: string }) => [x.source, x.document].filter(Boolean).join(', ');
  return [...new Set([cite(u), ...u.levies.map(cite)])].filter(Boolean).join('; ');
}

export function packUnits(units: readonly PickUnit[]): UnitsPayload {
  const sources: string[] = [];
  const index = new Map<string, number>();
  const packed = units.map(({ source, ...u }) => {
    if (source === undefined) return u;
    if (!index.has(source)) index.set(source, sources.push(source) - 1);
    return { ...u, source: index.get(source)! };
  });
  return { units: packed, sources };
}

export function unpackUnits(payload: UnitsPayload): PickUnit[] {
  return payload.units.map(({ source, ...u }) =>
    source === undefined ? u : { ...u, source: payload.sources[source] },
  );
}

/** A unit's name in the page's language: the source's Spanish name where it gives one. */
export const unitName = (u: Pick<PickUnit, 'name' | 'nameEs'>, lang: 'en' | 'es'): string =>
  lang === 'es' && u.nameEs ? u.nameEs : u.name;

/** The unit cut down to what the picker and the chooser read. */
export function pickUnit(u: Unit, withLocal: boolean): PickUnit {
  const out: PickUnit = {
    id: u.id,
    name: u.name,
    type: u.type,
    part: u.part,
    ratePct: u.ratePct,
    taxYear: u.taxYear,
    status: u.status,
  };
  if (u.nameEs) out.nameEs = u.nameEs;
  if (u.districtType) out.districtType = u.districtType;
  if (u.parentId !== null) out.parentId = u.parentId;
  if (u.countywide) out.countywide = true;
  if (u.viaCopy) out.viaCopy = true;
  if (withLocal) out.local = u.local;
  if (u.levies.length > 0) out.levies = u.levies;
  if (u.taxableValue !== null) out.taxableValue = u.taxableValue;
  if (u.group) out.group = u.group;
  if (u.aliases.length > 0) out.aliases = u.aliases;
  if (u.flags.includes('mobile-home')) out.variant = true;
  const source = unitCitation(u);
  if (source) out.source = source;
  return out;
}

// `rates units --state S --county SLUG`: a county's taxing units as the bill builder offers them, in
// every state alike: id, type, the rate as its publisher prints it (per $100, per $1,000, mills or
// percent), the tax year and status it is billed at, and the name, read from generated/.
import { generatedData } from '../pipeline/shared/generated-data.ts';
import { type Result, fail, ok } from '../pipeline/result.ts';
import { calcState } from '../states/engines.ts';
import { RATE_UNIT_SHIFT } from '../schema/units.ts';
import { shiftNumber } from '../engine/decimal.ts';
import type { StateCode, UnitStatus } from '../schema/codes.ts';
import type { RateUnit } from '../schema/index.ts';

export interface ListedUnit {
  id: string;
  name: string;
  nameEs?: string;
  type: string;
  districtType: string;
  /** New York school segments: the town or city they lie in. */
  parentId?: string;
  /** As the publisher prints it, in `rateUnit`; null when no rate was reported. */
  rate: number | null;
  rateUnit: RateUnit;
  ratePct: number | null;
  taxYear: number;
  status: UnitStatus;
  viaCopy: boolean;
  countywide: boolean;
  inTypicalBill: boolean;
  /** The picker's group (Kern's rate book: a city, or unincorporated by school district). */
  group?: string;
}

export interface UnitListing {
  state: StateCode;
  county: string;
  name: string;
  units: ListedUnit[];
}

const UNIT_LABEL: Record<RateUnit, string> = {
  'per-100': 'per $100',
  'per-1000': 'per $1,000',
  mills: 'mills',
  percent: '%',
};

/**
 * A generated/ file missing or not what emit writes throws GeneratedDataError: cli.ts reports it as the user's to fix.
 */
export function listUnits(root: string, state: StateCode, slug: string): Result<UnitListing> {
  {
    const gen = generatedData(root);
    const counties = gen.stateRates(state).counties;
    const file = gen.units(state);
    const county = counties.find((c) => c.slug === slug);
    const units = county ? file?.counties[county.fips] : undefined;
    if (!county || !units) {
      const held = new Set(Object.keys(file?.counties ?? {}));
      const listed = counties.filter((c) => held.has(c.fips)).map((c) => c.slug);
      const shown = listed.length > 8 ? [...listed.slice(0, 8), '…'] : listed;
      const why = county ? `; we hold no taxing units for ${county.name}, so its county average applies` : '';
      return fail([
        {
          where: '--county',
          message: `expected the slug of a ${state.toUpperCase()} county with taxing units (${shown.join(', ') || 'none'}), found ${JSON.stringify(slug)}${why}`,
        },
      ]);
    }
    const billed = new Set((county.bill ?? []).map((b) => b.id));
    const unit = calcState(state).units.rate.unit;
    return ok({
      state,
      county: county.slug,
      name: county.name,
      units: units.map((u) => ({
        id: u.id,
        name: u.name,
        ...(u.nameEs ? { nameEs: u.nameEs } : {}),
        type: u.type,
        districtType: u.districtType,
        ...(u.parentId ? { parentId: u.parentId } : {}),
        rate: u.ratePct === null ? null : shiftNumber(u.ratePct, -RATE_UNIT_SHIFT[unit]),
        rateUnit: unit,
        ratePct: u.ratePct,
        taxYear: u.taxYear,
        status: u.status,
        viaCopy: u.viaCopy === true,
        countywide: u.countywide,
        inTypicalBill: billed.has(u.id),
        ...(u.group ? { group: u.group.en } : {}),
      })),
    });
  }
}

/** Aligned text columns: id, type, rate as published, year, status, name; `*` marks the typical bill's units. */
export function unitTable(listing: UnitListing): string[] {
  const { units } = listing;
  const decimals = Math.min(calcState(listing.state).units.rate.decimals, 6);
  const typical = units.some((u) => u.inTypicalBill);
  const rows = units.map((u) => [
    `${typical ? (u.inTypicalBill ? '* ' : '  ') : ''}${u.id}`,
    u.districtType ? `${u.type}/${u.districtType}` : u.type,
    u.rate === null ? 'no rate' : u.rate.toFixed(decimals),
    String(u.taxYear),
    `${u.status}${u.viaCopy ? ' (read in a copy)' : ''}`,
    u.group ? `${u.name} [${u.group}]` : u.name,
  ]);
  const head = [
    `${typical ? '  ' : ''}id`,
    'type',
    `rate ${UNIT_LABEL[units[0]?.rateUnit ?? 'percent']}`,
    'year',
    'status',
    'name',
  ];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [
    `${listing.name}, ${listing.state.toUpperCase()}: ${units.length} taxing units`,
    line(head),
    ...rows.map(line),
    ...(typical ? ['', '* in the typical bill (county, county-wide districts, the typical school district)'] : []),
  ];
}

// Florida and California billed by the home's area (generated/units/fl.json, ca.json): in Florida
// the city, or the unincorporated area, whose millage replaces the county's average of the levies
// that do not cover the whole county; in California the tax rate area (or a city's typical one),
// whose total rate (1 % plus voter-approved debt) replaces the county's rate. Rates in percent.
import { z } from 'zod';
import { confidence, fips } from './fields.ts';
import { localized } from './common.ts';
import { UNIT_STATUSES } from './ny-units.ts';

export const AREA_STATES = ['fl', 'ca'] as const;
export const AREA_UNIT_TYPES = ['municipality', 'unincorporated', 'tax-rate-area'] as const;

/** One levy of an area as its publisher set it (a city's operating and its voted debt service are two). */
export const areaLineSchema = z.strictObject({
  /** The levy's name; null when the area is one published total. */
  name: localized.nullable(),
  ratePct: z.number().min(0).max(10),
  status: z.enum(UNIT_STATUSES),
  source: z.string(),
  document: z.string(),
  url: z.string(),
});
export type AreaLevy = z.output<typeof areaLineSchema>;

export const areaUnitSchema = z.strictObject({
  /** Unique within its county. */
  id: z.string().regex(/^[a-z0-9.-]{1,80}$/),
  name: localized,
  type: z.enum(AREA_UNIT_TYPES),
  /** Percent of the value it taxes (Florida mills ÷ 10; California percent as published): the sum of its levies. */
  ratePct: z.number().min(0).max(10),
  taxYear: z.int(),
  /** proposed when any of its levies is. */
  status: z.enum(UNIT_STATUSES),
  /** Its levies, each with its own source; the area's source, document and address are the first one's. */
  lines: z.array(areaLineSchema).min(1),
  source: z.string(),
  document: z.string(),
  /** The publisher's address; empty when the copy it was read from did not record one. */
  url: z.string(),
  readOn: z.string(),
  confidence,
  provenance: z.string().optional(),
  remark: localized.nullable(),
});
export type AreaUnit = z.output<typeof areaUnitSchema>;
export type AreaUnitType = (typeof AREA_UNIT_TYPES)[number];
export type AreaState = (typeof AREA_STATES)[number];

export const areaUnitsFileSchema = z.strictObject({
  state: z.enum(AREA_STATES),
  /** The year of the sources/units/<state>/<year>.csv table these come from. */
  year: z.int(),
  /** County FIPS → its areas, the most common first (the order of the source table). */
  counties: z.record(fips, z.array(areaUnitSchema)),
});
export type AreaUnitsFile = z.output<typeof areaUnitsFileSchema>;

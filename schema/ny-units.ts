// New York outside New York City, unit by unit (generated/units/ny.json): every county, city, town,
// village and school-district segment with its full-value rate, in percent of full (market) value.
import { z } from 'zod';
import { confidence, fips } from './fields.ts';
import { localized } from './common.ts';

export const NY_UNIT_TYPES = ['county', 'city', 'town', 'village', 'school-segment'] as const;
/** adopted: a levy actually imposed; proposed: a budget not yet adopted (never shown as adopted). */
export const UNIT_STATUSES = ['adopted', 'proposed'] as const;

export const nyUnitSchema = z.strictObject({
  /** Unique within its county; a school segment's id ends with its town's or city's id. */
  id: z.string().regex(/^[a-z0-9.-]{1,80}$/),
  name: z.string(),
  type: z.enum(NY_UNIT_TYPES),
  /** School segments: the id of the town or city the segment lies in; null for the others. */
  municipalityId: z.string().nullable(),
  /** Percent of full value; null when the unit filed no levy for the year. */
  ratePct: z.number().min(0).max(10).nullable(),
  taxYear: z.int(),
  status: z.enum(UNIT_STATUSES),
  /** Read in a copy of the publisher's table (a repository's extract of the workbook), not the original. */
  viaCopy: z.literal(true).optional(),
  /** The unit's taxable full value in dollars (which town or city is most common); null when not given. */
  taxableFullValue: z.number().nonnegative().nullable(),
  source: z.string(),
  document: z.string(),
  url: z.string(),
  readOn: z.string(),
  confidence,
  /** For maintainers: the copy the figure was read from. */
  provenance: z.string().optional(),
  remark: localized.nullable(),
});
export type NyUnit = z.output<typeof nyUnitSchema>;
export type NyUnitType = (typeof NY_UNIT_TYPES)[number];
export type UnitStatus = (typeof UNIT_STATUSES)[number];

export const nyUnitsFileSchema = z.strictObject({
  state: z.literal('ny'),
  /** The newest sources/units/ny/<year>.csv table up to the product year; each unit has its own taxYear. */
  year: z.int(),
  /** County FIPS → its units: the county, cities, towns, villages, then school segments. */
  counties: z.record(fips, z.array(nyUnitSchema)),
});
export type NyUnitsFile = z.output<typeof nyUnitsFileSchema>;

// A ZIP code's county, mailing city, centre and school districts, for the four states billed by unit
// (generated/zips/<state>.json): what the calculator, `calc --zip` and `rates zip` start from when the
// owner knows only a ZIP. School districts come from NCES EDGE's 2021 ZCTA ↔ school-district land
// shares (sources/zips/), joined to the project's own unit ids; counties, city and centre from the ZIP
// package's crosswalk. Shares are of land, not of homes, on 2020-21 boundaries.
import { z } from 'zod';
import { STATE_CODES } from './codes.ts';
import { fips } from './fields.ts';

/** One school district over part of a ZIP's land, at one level (elementary-or-unified, or high school). */
export const zipSchoolSchema = z.strictObject({
  /** NCES local education agency id, 7 digits (the first two are the state's FIPS code). */
  leaid: z.string().regex(/^\d{7}$/),
  /** The district's name as NCES writes it. */
  name: z.string().min(1),
  /** Its share of the ZIP area's land at this level, 0–1 (four decimals). */
  share: z.number().min(0).max(1),
  /**
   * The project's unit ids it joins to, in the ZIP's counties: Texas the ISD's unit id in each county that lists it;
   * New York the district's school segments (one per town or city); empty where the state bills no school unit
   * (Florida: the school board is the county) or no unit joined.
   */
  units: z.array(z.string()),
  /** California: the rate-book group of tax rate areas named for this district ("Outside the cities: Beardsley"). */
  group: z.string().optional(),
});
export type ZipSchool = z.output<typeof zipSchoolSchema>;

export const zipEntrySchema = z.strictObject({
  /** County FIPS codes the ZIP lies in (the crosswalk's order); more than one for a ZIP across a county line. */
  counties: z.array(fips).min(1),
  /** The USPS mailing city, which may not be the tax city. */
  city: z.string(),
  /** The ZIP's centre, degrees. */
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  /**
   * false: the ZIP has no Census ZIP area (a PO box or one organisation's ZIP): no districts, the county's lists
   * apply.
   */
  zcta: z.boolean(),
  /** Elementary-or-unified level (one district per place), largest share first; shares at this level add up to 1. */
  schools: z.array(zipSchoolSchema),
  /** California: the high-school level, where the ZIP has high-school districts over its elementary ones. */
  high: z.array(zipSchoolSchema).optional(),
});
export type ZipEntry = z.output<typeof zipEntrySchema>;

export const zipFileSchema = z.strictObject({
  state: z.enum(STATE_CODES),
  /** Publisher, document and the copy it was read through, for the pages and the PDF. */
  source: z.string().min(1),
  /** What the boundaries are ("school year 2020-21 district boundaries, 2020 ZIP code areas"). */
  boundaries: z.string().min(1),
  zips: z.record(z.string().regex(/^\d{5}$/), zipEntrySchema),
});
export type ZipFile = z.output<typeof zipFileSchema>;

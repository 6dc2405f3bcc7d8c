// The closed lists of codes the generated files use, as plain constants: the output schemas check
// against them, and the engines and pages import them without pulling zod into a browser bundle.

/** The four state sites, and with the hub the five sites the project builds: the one list of them. */
export const STATE_CODES = ['tx', 'ca', 'fl', 'ny'] as const;
export const VARIANTS = ['hub', ...STATE_CODES] as const;
export type StateCode = (typeof STATE_CODES)[number];
export type Variant = (typeof VARIANTS)[number];
export type Lang = 'en' | 'es';
/**
 * Sourced constants' scopes: a state, New York City (whose fiscal-year figures are kept apart from the state's) or the
 * national hub.
 */
export const CONSTANT_SCOPES = [...STATE_CODES, 'nyc', 'us'] as const;
export type ConstantScope = (typeof CONSTANT_SCOPES)[number];
/** Facts' scopes (sources/facts/<scope>.json): every site, or one state. */
export const FACT_SCOPES = ['us', ...STATE_CODES] as const;
export type FactScope = (typeof FACT_SCOPES)[number];

/**
 * How a county's rate was obtained (the `method` column of sources/rates):
 * tx-typical-bill: county + county-wide districts + the middle school district by rate;
 * fl-dor-average: the Department of Revenue's county-average millage;
 * ca-published-average / ca-debt-ratio: a county average as published, or derived from the levies;
 * ca-typical-tra: one typical tax rate area; ca-statewide-average: the state's average standing in;
 * ny-osc-full-value: every levy ÷ taxable full value; nyc-class-rules: the NYC class engine decides;
 * survey-stand-in: the Census survey's effective rate where no official rate is held;
 * published: the combined rate as its publisher states it.
 */
export const RATE_METHODS = [
  'tx-typical-bill',
  'fl-dor-average',
  'ca-published-average',
  'ca-debt-ratio',
  'ca-typical-tra',
  'ca-statewide-average',
  'ny-osc-full-value',
  'nyc-class-rules',
  'survey-stand-in',
  'published',
] as const;
export type RateMethod = (typeof RATE_METHODS)[number];

/** Facts about a Texas unit that its notes state, as codes each language words. */
export const UNIT_FLAGS = [
  'multi-cad',
  'not-reported',
  'above-voter-approval',
  'corrected',
  'unresolved',
  'zero-rate',
  'mobile-home',
] as const;
export type UnitFlag = (typeof UNIT_FLAGS)[number];

/**
 * Where a taxing unit's rate for a tax year stands: a rate the unit proposed, the two rates state law has it
 * compute (no-new-revenue, voter-approval), Florida's tentative millage, the adopted or final rate, or a figure a
 * rate database holds without saying which of these it is (unverified).
 */
export const UNIT_STATUSES = [
  'proposed',
  'no-new-revenue',
  'voter-approval',
  'tentative',
  'adopted',
  'final',
  'unverified',
] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** Statuses that make a rate the one the bill is computed with; the others are announced, not yet in force. */
export const SETTLED_STATUSES: readonly UnitStatus[] = ['adopted', 'final'];

/** Texas county funds (general fund, road & bridge, farm-to-market / flood control) with their M&O and I&S rates. */
export const FUND_CODES = ['GF', 'R&B', 'FMFC'] as const;
/** What a sourced constant's value measures; it decides how the value is checked and shown. */
export const CONSTANT_UNITS = [
  'usd',
  'usd-billion',
  'percent',
  'percent-per-month',
  'ratio',
  'factor',
  'days',
  'months',
  'years',
  'age',
  'count',
  'date',
  'month-day',
  'month',
  'text',
] as const;

/** Kinds of Texas school and special districts (`district_type` in sources/units/tx); i18n words them. */
export const DISTRICT_TYPE_CODES = [
  'isd',
  'mud',
  'esd',
  'hospital',
  'wcid',
  'gcd',
  'junior-college',
  'mmd',
  'pid',
  'fwsd',
  'drainage',
  'utility',
  'conservation-groundwater',
  'pud',
  'watershed',
  'navigation',
  'levee',
  'road',
  'wid',
  'flood-control',
  'river-authority',
  'conservation-reclamation',
  'water-authority',
  'water-supply-conservation',
  'county-education',
  'limited',
  'development',
  'irrigation',
  'mwd',
  'economic-development',
  'solid-waste',
] as const;
export type DistrictType = (typeof DISTRICT_TYPE_CODES)[number];

/**
 * What a unit is. Texas: county, city, school, special; New York: county, city, town, village, school-segment (one
 * school district × one town or city); Florida: municipality, unincorporated (the county's municipal-services levy
 * outside the cities); California: tax-rate-area (every agency's levy on the land of one area, as one total).
 */
export const UNIT_TYPES = [
  'county',
  'city',
  'town',
  'village',
  'school',
  'school-segment',
  'special',
  'municipality',
  'unincorporated',
  'tax-rate-area',
] as const;
export type UnitType = (typeof UNIT_TYPES)[number];

/**
 * The parts of a bill (spec §3 countyBreakdown); `all` is a unit whose one total covers every part (a tax rate area).
 */
export const BILL_PARTS = ['school', 'county', 'city', 'special'] as const;
export type BillPart = (typeof BILL_PARTS)[number];
export const UNIT_PARTS = [...BILL_PARTS, 'all'] as const;
export type UnitPart = (typeof UNIT_PARTS)[number];

/** The part of the bill each type of unit belongs to; a New York village's levy comes on top of its town's. */
export const PART_OF_TYPE: Record<UnitType, UnitPart> = {
  county: 'county',
  city: 'city',
  town: 'city',
  village: 'special',
  school: 'school',
  'school-segment': 'school',
  special: 'special',
  municipality: 'city',
  unincorporated: 'city',
  'tax-rate-area': 'all',
};

/**
 * How a publisher prints a rate: dollars per $100 (Texas), per $1,000 (New York's full-value rates), mills (Florida,
 * dollars per $1,000) or percent (California). Each is a power of ten from percent: the digits are shifted, never
 * multiplied, so the generated percent is the published figure exactly.
 */
export const RATE_UNITS = ['per-100', 'per-1000', 'mills', 'percent'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];
/** Decimal places from the published figure to percent: per $1,000 and mills are ÷ 10. */
export const RATE_UNIT_SHIFT: Record<RateUnit, number> = { 'per-100': 0, 'per-1000': -1, mills: -1, percent: 0 };

// Kinds of Texas school and special districts, as codes in sources/units/tx and words on the pages.
// The Comptroller's own names for the kinds stay in the English labels; the abbreviations Texans
// see on their bills (MUD, ESD, PID …) are kept in Spanish too, since that is what the bill says.
import type { DistrictType } from '../schema/codes.ts';
import type { Lang } from '../schema/codes.ts';
import type { Localized } from '../schema/index.ts';

export type { DistrictType };

export const DISTRICT_TYPES = {
  isd: { en: 'independent school district', es: 'distrito escolar independiente' },
  mud: { en: 'municipal utility district (MUD)', es: 'distrito municipal de servicios públicos (MUD)' },
  esd: { en: 'emergency services district (ESD)', es: 'distrito de servicios de emergencia (ESD)' },
  hospital: { en: 'hospital district', es: 'distrito hospitalario' },
  wcid: { en: 'water control and improvement district', es: 'distrito de control y mejora de aguas (WCID)' },
  gcd: { en: 'groundwater conservation district', es: 'distrito de conservación de aguas subterráneas' },
  'junior-college': { en: 'junior college district', es: 'distrito de colegio comunitario (junior college)' },
  mmd: { en: 'municipal management district', es: 'distrito de gestión municipal (MMD)' },
  pid: { en: 'public improvement district', es: 'distrito de mejoras públicas (PID)' },
  fwsd: { en: 'fresh water supply district', es: 'distrito de suministro de agua dulce (FWSD)' },
  drainage: { en: 'drainage district', es: 'distrito de drenaje' },
  utility: { en: 'utility district', es: 'distrito de servicios públicos' },
  'conservation-groundwater': {
    en: 'conservation district (groundwater / conservation and reclamation)',
    es: 'distrito de conservación (aguas subterráneas / conservación y recuperación)',
  },
  pud: { en: 'public utility district', es: 'distrito de servicios públicos (PUD)' },
  watershed: { en: 'watershed district', es: 'distrito de cuenca hidrográfica' },
  navigation: { en: 'navigation district / port authority', es: 'distrito de navegación / autoridad portuaria' },
  levee: { en: 'levee improvement district', es: 'distrito de mejora de diques' },
  road: { en: 'road district', es: 'distrito vial' },
  wid: { en: 'water improvement district', es: 'distrito de mejora de aguas' },
  'flood-control': { en: 'flood control district', es: 'distrito de control de inundaciones' },
  'river-authority': { en: 'river authority', es: 'autoridad fluvial' },
  'conservation-reclamation': {
    en: 'conservation and reclamation district',
    es: 'distrito de conservación y recuperación',
  },
  'water-authority': { en: 'municipal water authority', es: 'autoridad municipal de agua' },
  'water-supply-conservation': {
    en: 'water supply / conservation district',
    es: 'distrito de suministro y conservación de agua',
  },
  'county-education': {
    en: 'county education / school equalization district',
    es: 'distrito de educación del condado / de igualación escolar',
  },
  limited: { en: 'limited district', es: 'distrito limitado' },
  development: { en: 'development district', es: 'distrito de desarrollo' },
  irrigation: { en: 'irrigation district', es: 'distrito de riego' },
  mwd: { en: 'municipal water district', es: 'distrito municipal de agua' },
  'economic-development': { en: 'economic development district', es: 'distrito de desarrollo económico' },
  'solid-waste': { en: 'solid waste management district', es: 'distrito de gestión de residuos sólidos' },
} as const satisfies Record<DistrictType, Localized>;

/** The codes in the order the labels are listed (schema/codes.ts holds the list the data is checked with). */
export const DISTRICT_TYPE_CODES = Object.keys(DISTRICT_TYPES) as DistrictType[];

export function isDistrictType(code: string): code is DistrictType {
  return Object.hasOwn(DISTRICT_TYPES, code);
}

/** The kind's words in the page's language; '' for counties and cities, which have no kind. */
export function districtTypeLabel(code: string, lang: Lang): string {
  return isDistrictType(code) ? DISTRICT_TYPES[code][lang] : '';
}

// What an estimate does not count, by place, in both languages side by side so the two lists can
// never differ. County pages and the PDF report show the list of the county's state (each state's
// module holds its own; New York City has its own); the national site shows the general one.
import type { CountyRate, Lang, Localized, StateCode, Variant } from '../calc/types.ts';
import { FL_AREA_LEAVES_OUT, NY_UNITS_LEAVES_OUT, NYC_LEAVES_OUT, STATES } from '../states/index.ts';

/** ny-units: a New York bill built from the home's own town, village and school district. */
/** fl-area: a Florida bill built on the home's own city or unincorporated area. */
export type LeavesOutPlace = Variant | 'nyc' | 'ny-units' | 'fl-area';

const LISTS: Record<LeavesOutPlace, readonly Localized[]> = {
  ...(Object.fromEntries(
    Object.values(STATES).map((s): [StateCode, readonly Localized[]] => [s.code, s.leavesOut]),
  ) as Record<StateCode, readonly Localized[]>),
  nyc: NYC_LEAVES_OUT,
  'ny-units': NY_UNITS_LEAVES_OUT,
  'fl-area': FL_AREA_LEAVES_OUT,
  hub: [
    {
      en: 'Your own exemptions and the taxing districts you live in: the survey rate is a county-wide median.',
      es: 'Sus propias exenciones y los distritos tributarios donde vive: la tasa de la encuesta es una mediana de todo el condado.',
    },
    {
      en: 'Special assessments and fees billed with the property tax, and late-payment penalties.',
      es: 'Las contribuciones especiales y los cargos que se cobran con el impuesto predial, y las multas por pago tardío.',
    },
  ],
};

export function leavesOutPlace(variant: Variant, county?: Pick<CountyRate, 'nycClass'> | null): LeavesOutPlace {
  return county?.nycClass ? 'nyc' : variant;
}

export function leavesOut(place: LeavesOutPlace, lang: Lang): string[] {
  return LISTS[place].map((item) => item[lang]);
}

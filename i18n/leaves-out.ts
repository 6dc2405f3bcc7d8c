// What an estimate does not count, by place, in both languages side by side so the two lists can
// never differ. County pages and the PDF report show the list of the county's state (each state's
// module holds its own; New York City has its own); the national site shows the general one.
import type { Lang, StateCode, Variant } from '../schema/codes.ts';
import type { CountyRate, Localized } from '../schema/index.ts';
import { NYC_LEAVES_OUT, STATES, stateModule } from '../states/index.ts';

/** { built }: a bill built from the home's own units or area in that state (its module's list where it has one). */
export type LeavesOutPlace = Variant | 'nyc' | { built: StateCode };

const LISTS: Record<Variant | 'nyc', readonly Localized[]> = {
  ...(Object.fromEntries(
    Object.values(STATES).map((s): [StateCode, readonly Localized[]] => [s.code, s.leavesOut]),
  ) as Record<StateCode, readonly Localized[]>),
  nyc: NYC_LEAVES_OUT,
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
  const built = typeof place === 'object' ? stateModule(place.built) : null;
  const list = built ? (built.builtLeavesOut ?? built.leavesOut) : LISTS[place as Variant | 'nyc'];
  return list.map((item) => item[lang]);
}

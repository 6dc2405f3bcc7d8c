// What an estimate does not count, by place, in both languages side by side so the two lists can
// never differ. County pages and the PDF report show the list of the county's state (New York City
// has its own); the national site shows the general one.
import type { CountyRate, Lang, Localized, Variant } from '../calc/types.ts';

/** ny-units: a New York bill built from the home's own town, village and school district. */
/** fl-area: a Florida bill built on the home's own city or unincorporated area. */
export type LeavesOutPlace = Variant | 'nyc' | 'ny-units' | 'fl-area';

const LISTS: Record<LeavesOutPlace, Localized[]> = {
  tx: [
    {
      en: 'City taxes: the typical bill is for a home outside city limits. Add your city on the calculator to include its rate.',
      es: 'Impuestos de la ciudad: la factura típica es la de una vivienda fuera de los límites de una ciudad. Agregue su ciudad en la calculadora para incluir su tasa.',
    },
    {
      en: 'Districts that cover only part of the county (MUDs, ESDs, PIDs and others) unless you choose yours.',
      es: 'Los distritos que cubren solo parte del condado (MUD, ESD, PID y otros), salvo que elija el suyo.',
    },
    {
      en: "A taxing unit's own homestead, over-65 and disabled exemptions where we hold none; the calculator asks you for them.",
      es: 'Las exenciones propias de una unidad fiscal (vivienda principal, mayores de 65 y discapacidad) cuando no las tenemos; la calculadora se las pide.',
    },
    {
      en: 'Late-payment penalties and interest, and any change to your value after a protest.',
      es: 'Multas e intereses por pago tardío, y cualquier cambio de su valor después de una protesta.',
    },
  ],
  fl: [
    {
      en: "Community development district (CDD) charges, for both upkeep and the district's debt.",
      es: 'Los cargos de un distrito de desarrollo comunitario (CDD), tanto de mantenimiento como de la deuda del distrito.',
    },
    {
      en: 'Non-ad valorem assessments on the same bill: solid waste, stormwater, fire and street lighting fees.',
      es: 'Las contribuciones que no dependen del valor (non-ad valorem) de la misma factura: basura, aguas pluviales, bomberos y alumbrado.',
    },
    {
      en: "Your own city's and special districts' millage: the county figure averages them over the whole county.",
      es: 'La tasa en milésimas de su propia ciudad y de sus distritos especiales: la cifra del condado las promedia sobre todo el condado.',
    },
    {
      en: 'The early-payment discount and late-payment interest.',
      es: 'El descuento por pago anticipado y los intereses por pago tardío.',
    },
  ],
  'fl-area': [
    {
      en: "Community development district (CDD) charges, for both upkeep and the district's debt.",
      es: 'Los cargos de un distrito de desarrollo comunitario (CDD), tanto de mantenimiento como de la deuda del distrito.',
    },
    {
      en: 'Non-ad valorem assessments on the same bill: solid waste, stormwater, fire and street lighting fees.',
      es: 'Las contribuciones que no dependen del valor (non-ad valorem) de la misma factura: basura, aguas pluviales, bomberos y alumbrado.',
    },
    {
      en: 'Districts that cover only part of the county (fire rescue, library, downtown development): the area line is the city or unincorporated-area millage alone.',
      es: 'Los distritos que cubren solo parte del condado (rescate de bomberos, bibliotecas, desarrollo del centro): la línea del área es solo la tasa en milésimas de la ciudad o del área no incorporada.',
    },
    {
      en: 'The early-payment discount and late-payment interest.',
      es: 'El descuento por pago anticipado y los intereses por pago tardío.',
    },
  ],
  ca: [
    {
      en: 'Mello-Roos (community facilities district) special taxes.',
      es: 'Los impuestos especiales Mello-Roos (distritos de instalaciones comunitarias).',
    },
    {
      en: 'Parcel taxes, fixed charges and special assessments listed on the bill as direct charges.',
      es: 'Los impuestos por parcela, los cargos fijos y las contribuciones especiales que la factura lista como cargos directos.',
    },
    {
      en: "Supplemental bills after a purchase or new construction, and your own tax rate area's voter-approved debt where it differs from the county average.",
      es: 'Las facturas suplementarias después de una compra o una construcción nueva, y la deuda aprobada por los votantes de su propia área de tasa cuando difiere del promedio del condado.',
    },
  ],
  ny: [
    {
      en: "Your village's and your school district's own rates: the county figure averages every levy over all property in the county.",
      es: 'Las tasas propias de su villa y de su distrito escolar: la cifra del condado promedia todas las recaudaciones sobre todas las propiedades del condado.',
    },
    {
      en: 'Fire districts and other special districts that charge only part of a town.',
      es: 'Los distritos de bomberos y otros distritos especiales que cobran solo en una parte de un pueblo.',
    },
    {
      en: 'Special assessments and unpaid water or sewer charges added to the tax bill.',
      es: 'Las contribuciones especiales y los cargos de agua o alcantarillado impagos que se agregan a la factura.',
    },
  ],
  'ny-units': [
    {
      en: 'Library levies: they are raised with the school tax or the town tax and are not in these rates.',
      es: 'Las recaudaciones de bibliotecas: se cobran con el impuesto escolar o del pueblo y no están en estas tasas.',
    },
    {
      en: "Your own fire, lighting and water districts: the town rate spreads the town's special districts over the whole town.",
      es: 'Sus propios distritos de bomberos, alumbrado y agua: la tasa del pueblo reparte los distritos especiales del pueblo sobre todo el pueblo.',
    },
    {
      en: 'Special assessments and unpaid water or sewer charges added to the tax bill.',
      es: 'Las contribuciones especiales y los cargos de agua o alcantarillado impagos que se agregan a la factura.',
    },
  ],
  nyc: [
    {
      en: "Abatements and exemptions other than STAR, the senior citizen homeowners' exemption (SCHE), veterans' exemptions and the co-op and condo abatement, for example J-51, 421-a or the disabled homeowners' exemption.",
      es: 'Las reducciones y exenciones distintas de STAR, la exención para propietarios mayores (SCHE), las de veteranos y la reducción para cooperativas y condominios; por ejemplo J-51, 421-a o la exención para propietarios con discapacidad.',
    },
    {
      en: 'Water and sewer charges, which are billed apart from property tax.',
      es: 'Los cargos de agua y alcantarillado, que se facturan aparte del impuesto predial.',
    },
    {
      en: 'Changes to your assessed value after a Tax Commission appeal.',
      es: 'Los cambios de su valor tasado después de una apelación ante la Tax Commission.',
    },
  ],
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

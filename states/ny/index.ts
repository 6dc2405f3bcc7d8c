// New York: its engine side and what an estimate leaves out, for the state, for a borough (New York
// City's class rules) and for a bill built from the home's own town, village and school district.
import { newYork as engine } from './calc.ts';
import type { Localized } from '../../schema/index.ts';
import { METHODS } from './methods.ts';
import { nyStringsEn } from './strings.en.ts';
import { nyStringsEs } from './strings.es.ts';
import type { CountyHelp, StateModule } from '../types.ts';

/** A bill built from the home's own town or city, village and school district. */
export const NY_UNITS_LEAVES_OUT: readonly Localized[] = [
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
];

// Outside New York City, towns assess; a few counties value homes for every town.
const COUNTY_ASSESSOR_HELP: CountyHelp = {
  countyOffice: { byFips: 'countyAssessors', text: 'county.help.nyCounty' },
  unnamed: ['county.help.nyTowns'],
};

// A borough has no county assessor: the Department of Finance values homes and the Tax Commission hears appeals.
const BOROUGH_HELP: CountyHelp = {
  offices: [
    { path: ['nyc', 'finance'], text: 'county.help.nycFinance' },
    { path: ['nyc', 'taxCommission'], text: 'county.help.nycTaxCommission' },
  ],
};

export const newYork = {
  code: 'ny',
  fips: '36',
  zips: {
    join: 'towns-and-villages',
    // Nassau's central high school districts over their union free districts.
    secondaryIds: ['3619020', '3626520', '3629520'],
  },
  guideSlug: 'new-york',
  calc: engine,
  leavesOut: [
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
  timeline: [],
  builtLeavesOut: NY_UNITS_LEAVES_OUT,
  subScopes: ['nyc'],
  countyHelp: (county) => (county.nycClass ? BOROUGH_HELP : COUNTY_ASSESSOR_HELP),
  historyTables: ['ny-overall', 'nyc-class1'],
  strings: { en: nyStringsEn, es: nyStringsEs },
  methods: METHODS,
} as const satisfies StateModule;

/** A New York City borough's list (its class rules). */
export const NYC_LEAVES_OUT: readonly Localized[] = [
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
];

export default newYork;

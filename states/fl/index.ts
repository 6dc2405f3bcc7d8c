// Florida: its engine side, what an estimate leaves out and the tax year's steps.
import { florida as engine } from './calc.ts';
import type { Localized } from '../../schema/index.ts';
import { METHODS } from './methods.ts';
import { flStringsEn } from './strings.en.ts';
import { flStringsEs } from './strings.es.ts';
import type { CountyHelp, StateModule } from '../types.ts';

/** A bill built on the home's own city or unincorporated area. */
export const FL_AREA_LEAVES_OUT: readonly Localized[] = [
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
];

// Every Florida county elects a property appraiser: the page says so, whether or not the facts name the office.
const FLORIDA_HELP: CountyHelp = {
  intro: true,
  countyOffice: { byFips: 'appraisalDistricts', text: 'county.help.officeIs' },
  always: ['county.help.flAppraiser'],
};

export const florida = {
  code: 'fl',
  fips: '12',
  zips: { join: 'county-board', secondaryIds: [] },
  guideSlug: 'florida',
  calc: engine,
  leavesOut: [
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
  timeline: [
    { key: 'assessment', vars: { date: { fact: 'facts.fl.timeline.assessmentDate', as: 'monthday' } } },
    { key: 'homestead', vars: { date: { deadline: 'exemptionApplication' } } },
    {
      key: 'trim',
      vars: {
        month: { fact: 'facts.fl.timeline.trimMonth', as: 'month' },
        days: { fact: 'facts.fl.appeals.trimProtestDays', as: 'integer' },
      },
    },
    { key: 'bills', vars: { month: { fact: 'facts.fl.timeline.billMonth', as: 'month' } } },
    { key: 'due', vars: { date: { deadline: 'taxDue' } } },
  ],
  builtLeavesOut: FL_AREA_LEAVES_OUT,
  countyHelp: () => FLORIDA_HELP,
  strings: { en: flStringsEn, es: flStringsEs },
  methods: METHODS,
} as const satisfies StateModule;

export default florida;

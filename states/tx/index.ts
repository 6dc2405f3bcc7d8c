// Texas: its engine side, what an estimate leaves out and the tax year's steps.
import { texas as engine } from './calc.ts';
import { COUNTY_HELP } from '../county-help.ts';
import { METHODS } from './methods.ts';
import { txStringsEn } from './strings.en.ts';
import { txStringsEs } from './strings.es.ts';
import type { StateModule } from '../types.ts';

export const texas = {
  code: 'tx',
  fips: '48',
  zips: {
    join: 'tea-districts',
    // Hallettsville ISD's grades 9-12 over Vysehrad ISD: not a taxing unit (Vysehrad ISD is).
    secondaryIds: ['4848285'],
  },
  guideSlug: 'texas',
  calc: engine,
  leavesOut: [
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
  timeline: [
    { key: 'valueSet', vars: { date: { fact: 'facts.tx.timeline.valueDate', as: 'monthday' } } },
    { key: 'notices', months: 'facts.tx.timeline.noticeMonths' },
    { key: 'protest', vars: { date: { deadline: 'protestDeadline' } } },
    { key: 'hearings', months: 'facts.tx.timeline.hearingMonths' },
    { key: 'ratesSet', vars: { month: { deadline: 'ratesSetting' } } },
    { key: 'bills', vars: { date: { fact: 'facts.tx.timeline.billsFrom', as: 'monthday' } } },
    { key: 'due', vars: { date: { deadline: 'taxDue' } } },
    { key: 'penalties', vars: { date: { fact: 'facts.tx.timeline.penaltiesFrom', as: 'monthday' } } },
  ],
  countyHelp: () => COUNTY_HELP,
  unitTables: true,
  strings: { en: txStringsEn, es: txStringsEs },
  historyTables: ['harris-units'],
  methods: METHODS,
} as const satisfies StateModule;

export default texas;

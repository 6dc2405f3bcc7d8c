// New York: town, village and school bills outside New York City; STAR as a credit for new owners;
// a borough's class 1 assessment passes to the buyer.
import { given } from '../../engine/buyer-parts.ts';
import type { GeneralRequest } from '../../engine/requests.ts';
import { SENIOR_CITIZEN } from '../../engine/exemption-inputs.ts';
import { newYorkTax } from './engine.ts';
import { newYorkRules } from './rules.ts';
import { nycRules } from './nyc-rules.ts';
import { checkNewYorkInput } from './validate.ts';
import type { CalcStateModule, UnitRules } from '../../engine/state-module.ts';
import { NY_BUYER_WORDS } from './buyer-text.ts';
import {
  ASSESSED_VALUE,
  PROPERTY_CLASS,
  SENIOR_INCOME,
  STAR_FORM,
  STAR_TYPE,
  VETERAN_PCT,
  VETERAN_SERVICE,
} from './value-exemptions.ts';

const inBorough = (req: GeneralRequest): boolean =>
  Boolean(req.counties?.find((c) => c.slug === req.input.county)?.nycClass);

// How its unit tables read and what the home's own units replace (engine/state-module.ts UnitRules).
const UNITS = {
  types: ['county', 'city', 'town', 'village', 'school-segment'],
  // The Comptroller's full-value rates are dollars per $1,000 with every digit of the levy ÷ value kept.
  rate: { unit: 'per-1000', min: 0, max: 100, decimals: 17 },
  closedList: true,
  order: 'table',
  parent: { type: 'school-segment', within: ['town', 'city'] },
  oneCountyUnit: true,
  // The five boroughs of New York City are billed by property class (nyc.ts), not by unit.
  excludedFips: ['36005', '36047', '36061', '36081', '36085'],
  replaces: ['school', 'county', 'city', 'special'],
  slots: [
    { key: 'place', shareKey: 'nm', types: ['town', 'city'] },
    { key: 'village', shareKey: 'nv', types: ['village'], notWithin: { slot: 'place', types: ['city'] } },
    { key: 'segment', shareKey: 'ns', types: ['school-segment'], within: 'place', fallback: 'largest' },
  ],
} as const satisfies UnitRules;

export const newYork = {
  code: 'ny',
  engine(config) {
    const r = newYorkRules(config);
    // The city's boroughs are in the same config: their constants are read (and checked) with the state's.
    nycRules(config);
    return {
      split: r.split,
      veteranLevels: [],
      run: (i, rate, pct, year) => newYorkTax(i, rate, r, pct, year ?? null, UNITS.replaces),
    };
  },
  exemptions: [{ ...SENIOR_CITIZEN, config: 'senior' }],
  values: [SENIOR_INCOME, STAR_TYPE, VETERAN_PCT, PROPERTY_CLASS, VETERAN_SERVICE, ASSESSED_VALUE, STAR_FORM],
  veteranRating: true,
  checkInput: checkNewYorkInput,
  classRates: true,
  form: {
    units: {
      group: 'nyBuilder.',
      title: 'nyBuilder.title',
      intro: 'nyBuilder.intro',
      introMixed: 'nyBuilder.introMixed',
      slots: {
        place: { label: 'nyBuilder.municipality', none: 'nyBuilder.countyAverage', hint: 'nyBuilder.mostCommon' },
        village: {
          label: 'nyBuilder.village',
          none: 'nyBuilder.noVillage',
          hint: 'nyBuilder.villageHint',
          closedHint: 'nyBuilder.villageInCity',
        },
        segment: { label: 'nyBuilder.school', hint: 'nyBuilder.schoolHint' },
      },
    },
  },
  units: UNITS,
  buyer: {
    words: NY_BUYER_WORDS,
    ownExemptionsWithoutHomestead: true,
    yearTwo({ req, buyer, rules, own, steps }) {
      // New owners since 2016 get STAR as a check from the State, not off the bill.
      if (own.starType && own.starType !== 'none') {
        const range = own.starType === 'enhanced' ? rules.starCreditEnhanced : rules.starCreditBasic;
        steps.push({ code: 'ny-star-credit', vars: { min: range?.min ?? 0, max: range?.max ?? 0 } });
      }
      own.starType = 'none';
      own.starForm = 'credit';
      if (!inBorough(req)) return;
      // A sale does not reset a class 1 assessment: the buyer inherits the seller's capped value.
      if (given(buyer.sellerAssessed)) {
        own.assessedValue = buyer.sellerAssessed;
        steps.push({
          code: 'nyc-assessment-inherited',
          vars: { assessed: buyer.sellerAssessed, cap: rules.nycCapAnnualPct ?? 0 },
        });
      } else steps.push({ code: 'nyc-assessment-estimated', vars: {} });
    },
    // In a borough the seller's bill is figured on the market value, with the seller's billable assessed value.
    sellerBasis({ req, buyer }) {
      if (!inBorough(req)) return null;
      return given(buyer.sellerAssessed)
        ? { value: buyer.price, assessedValue: buyer.sellerAssessed }
        : { value: buyer.price };
    },
  },
} as const satisfies CalcStateModule;

export default newYork;

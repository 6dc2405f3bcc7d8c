// New York's choice and amount exemptions (engine/value-exemptions.ts has their shape): STAR and how
// it is paid, the senior's income (Enhanced STAR, New York City's senior exemption), the alternative
// veterans' exemption by service and rating, and New York City's class and billable assessed value.
// Listed in calc.ts (`values`), in the order a shared link writes them.
import type { GeneralInput, NycClass, StarForm, StarType } from '../../engine/model.ts';
import { NYC_CLASSES } from '../../engine/model.ts';
import {
  type AmountExemption,
  type ChoiceExemption,
  type PercentExemption,
  VETERAN_FLAG,
} from '../../engine/value-exemptions.ts';

export const SENIOR_INCOME = {
  id: 'seniorIncome',
  kind: 'amount',
  initial: '',
  input: 'seniorIncome',
  label: 'nyc.seniorIncome',
  flag: { name: 'senior-income', arg: 'dollars', help: 'household income, needed for Enhanced STAR' },
  shareKey: 'si',
} as const satisfies AmountExemption;

const STAR_TYPES: readonly StarType[] = ['none', 'basic', 'enhanced'];
export const STAR_TYPE = {
  id: 'starType',
  kind: 'choice',
  initial: 'none',
  input: 'starType',
  label: 'nyc.starType',
  choices: STAR_TYPES,
  choiceLabels: { none: 'nyc.starNone', basic: 'nyc.starBasic', enhanced: 'nyc.starEnhanced' },
  amounts: { basic: 'starBasic', enhanced: 'starEnhanced' },
  flag: { name: 'star', arg: 'type', help: 'NY / NYC STAR: basic or enhanced' },
  shareKey: 'st',
} as const satisfies ChoiceExemption<'starType', StarType>;

export const VETERAN_PCT = {
  id: 'veteranPct',
  kind: 'percent',
  initial: '',
  input: 'veteranDisabilityPct',
  label: 'nyc.veteranDisabilityLevel',
  flag: VETERAN_FLAG,
  shareKey: 'vp',
} as const satisfies PercentExemption;

export const PROPERTY_CLASS = {
  id: 'propertyClass',
  kind: 'choice',
  initial: 'class1',
  input: 'propertyClass',
  label: 'nyc.propertyClass',
  choices: NYC_CLASSES,
  choiceLabels: {
    class1: 'nyc.classes.class1',
    class2: 'nyc.classes.class2',
    class3: 'nyc.classes.class3',
    class4: 'nyc.classes.class4',
  },
  flag: {
    name: 'class',
    arg: 'class',
    help: 'NYC property class: class1, class2, class3 or class4 (default class1)',
  },
  shareKey: 'pc',
} as const satisfies ChoiceExemption<'propertyClass', NycClass>;

type Service = NonNullable<GeneralInput['veteranService']>;
const SERVICES: readonly Service[] = ['none', 'wartime', 'combat'];
export const VETERAN_SERVICE = {
  id: 'veteranService',
  kind: 'choice',
  initial: 'none',
  input: 'veteranService',
  label: 'nyc.veteranService',
  choices: SERVICES,
  choiceLabels: {
    none: 'nyc.veteranServiceNone',
    wartime: 'nyc.veteranServiceWartime',
    combat: 'nyc.veteranServiceCombat',
  },
  flag: {
    name: 'veteran-service',
    arg: 'service',
    help: "NY / NYC alternative veterans' exemption: wartime or combat service",
    choices: ['wartime', 'combat'],
  },
  shareKey: 'vs',
} as const satisfies ChoiceExemption<'veteranService', Service>;

export const ASSESSED_VALUE = {
  id: 'assessedValue',
  kind: 'amount',
  initial: '',
  input: 'assessedValue',
  label: 'nyc.billableAssessedValue',
  flag: {
    name: 'assessed-value',
    arg: 'dollars',
    help: 'NYC: the billable assessed value on the Notice of Property Value (otherwise estimated)',
  },
  shareKey: 'av',
} as const satisfies AmountExemption;

const STAR_FORMS: readonly StarForm[] = ['credit', 'exemption'];
export const STAR_FORM = {
  id: 'starForm',
  kind: 'choice',
  initial: 'credit',
  input: 'starForm',
  label: 'nyc.starForm',
  choices: STAR_FORMS,
  choiceLabels: { credit: 'nyc.starFormCredit', exemption: 'nyc.starFormExemption' },
  flag: {
    name: 'star-form',
    arg: 'form',
    help: 'NYC: STAR as a credit check (new owners) or the exemption on the bill',
    choices: ['credit', 'exemption'],
  },
  shareKey: 'sf',
} as const satisfies ChoiceExemption<'starForm', StarForm>;

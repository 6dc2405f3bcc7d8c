// A state module: everything the product knows about one state besides its data in sources/.
// Pure data and the engine side (states/<code>/calc.ts); no React and no translator, so the
// pipeline, the pages and the browser bundles can all read it.
import type { CalcStateModule } from '../engine/state-module.ts';
import type { StateCode } from '../schema/codes.ts';
import type { CountyRate, Localized, StateConfig } from '../schema/index.ts';

/** A figure a timeline step shows: a fact of sources/facts, formatted, or one of the config's deadlines. */
export type TimelineFigure =
  { fact: string; as: 'monthday' | 'month' | 'integer' } | { deadline: keyof StateConfig['deadlines'] };

/** One step of the tax year; its text is `timeline[key]` in the state's strings (en and es). */
export interface TimelineStep {
  key: string;
  vars?: Record<string, TimelineFigure>;
  /** A fact holding [from, to] month numbers, shown as {from} and {to}. */
  months?: string;
}

/**
 * "Where to get help" on a county page, as site string keys (en and es). Each text may use {county}
 * and {countyName} (the county's name), {name} (the office named) and {office} (the site string
 * local.countyOffice, the kind of office).
 */
export interface CountyHelp {
  /** Offices of facts.offices at a fixed path (New York City's Department of Finance …), each with its line. */
  offices?: readonly { path: readonly string[]; text: string }[];
  /** Opens with the general line on the county office that values homes (local.countyOffice). */
  intro?: boolean;
  /** The county's own office, facts.offices.<byFips>[fips] when the facts name it, and its line. */
  countyOffice?: { byFips: string; text: string };
  /** Lines after the office's, shown for every county. */
  always?: readonly string[];
  /** Lines shown when the facts name no office for the county. */
  unnamed?: readonly string[];
}

/** How a number reads in a method sentence, in the sentence's language (i18n/method-text.ts). */
export interface NumberWords {
  /** A rate per $100 as the source writes it (up to six decimals). */
  per100: (pct: number) => string;
  /** Percent with two decimals, "1.23%". */
  pct: (pct: number) => string;
  /** Mills (dollars per $1,000) from a percent. */
  mills: (pct: number) => string;
  list: (items: string[]) => string;
}

/** The sentence that says how a county's rate was obtained, from the record's own figures. */
export type MethodWords = (c: CountyRate, n: NumberWords) => string;

/**
 * How the ZIP-to-school-district tables (sources/zips/<code>.csv, NCES) meet the state's billed units: which join,
 * and the districts the tables cannot tell apart by name.
 */
export interface ZipRules {
  /**
   * `tea-districts`: each NCES district through the TEA county-district number to its billed school district (Texas);
   * `towns-and-villages`: school districts matched by name, with towns and villages (New York); `county-board`:
   * districts are the counties' school boards, checked against the ZIP's counties (Florida); `rate-areas`: districts
   * join the tax rate areas grouped by district (California).
   */
  join: 'tea-districts' | 'towns-and-villages' | 'county-board' | 'rate-areas';
  /** NCES districts that serve only the upper grades over other districts' land, though their names do not say so. */
  secondaryIds: readonly string[];
  /** Its high-school districts, named so or by a grade span ("(9-12)"), form a second level of their own. */
  highSchoolLevel?: true;
}

/** Site strings: nested keys with text at the leaves. */
export interface Words {
  readonly [key: string]: string | Words;
}

/** The same keys as T, every text widened to string: a translation of T (strings.es.ts of a state's strings.en.ts). */
export type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** The site strings' `local.` keys: the state pack, which a state's pages look up after the base tables. */
export interface LocalWords {
  countyOffice: string;
  countyOfficeDirectory: string;
  countyOfficeHelp: string;
  taxCollector: string;
  homestead: string;
  appeal: string;
  appealHelp: string;
  taxBill: string;
}

/**
 * A state's own words in one language. Besides its pack, they keep their keys in the base tables, which an island's
 * table of words is cut from (browser/components/group-text.ts): i18n/state-words.ts puts each at its place there,
 * so the shared tables (i18n/strings/) hold only what every state says alike.
 */
export interface StateStrings {
  /** Its state pack (`local.` keys). */
  local: LocalWords;
  /** calculator.results.additionalCharges.<code>: the charges billed there that an estimate leaves out. */
  additionalCharges: string;
  /** content.assessor.office_<code> and directory_<code>: the office that values homes, and who lists them. */
  assessor: { office: string; directory: string };
  /** sources.scopes.<code>: the heading of its figures on the sources page. */
  sourcesHeading: string;
  /** sources.scopes.<scope> of each of its subScopes. */
  subScopeHeadings?: Words;
  /** content.timeline.<code>_<key>: one text for each step of its timeline. */
  timeline: Words;
  /**
   * Texts that only its own modules and rules name, at their place in the base tables (county.help.nyCounty,
   * areaBuilder.titleFl …); a key the shared tables or another state already have is refused.
   */
  extra?: Words;
}

export interface StateModule {
  code: StateCode;
  /** Its FIPS code: the first two digits of its counties' codes and of its school districts' NCES ids. */
  fips: string;
  /** How its ZIP-to-district tables join its units. */
  zips: ZipRules;
  /** The slug of the state's guides: /guides/<slug>-property-taxes-explained, in both languages. */
  guideSlug: string;
  /** Its engine, checkbox exemptions and buyer year-two rule. */
  calc: CalcStateModule;
  /** What an estimate there does not count, in both languages (county pages and the PDF report). */
  leavesOut: readonly Localized[];
  /** What a bill built from the home's own units or area (the bill builder) leaves out, where it differs. */
  builtLeavesOut?: readonly Localized[];
  /** The tax year's steps on the state home (spec §4); empty when the spec gives none. */
  timeline: readonly TimelineStep[];
  /** Constants scopes shown apart from the state's own on its sources page (New York City's fiscal-year figures). */
  subScopes?: readonly string[];
  /** A county page's "Where to get help" (a borough of New York City has its own). */
  countyHelp: (county: Pick<CountyRate, 'nycClass'>) => CountyHelp;
  /** A county page lists the county's taxing units in tables of its own (beside the calculator's picker). */
  unitTables?: boolean;
  /**
   * Tables of past rates of its own that its county charts draw besides its yearly rate tables: the State
   * Comptroller's overall full-value rates (`ny-overall`), New York City's class 1 rate by fiscal year (`nyc-class1`),
   * Harris County's units by year (`harris-units`).
   */
  historyTables?: readonly ('ny-overall' | 'nyc-class1' | 'harris-units')[];
  /** Its site carries the ZIP → county table, which its Mello-Roos finder fetches on its first search. */
  zipCountyTable?: true;
  /** Its own words, in both languages (strings.en.ts, strings.es.ts). */
  strings: { en: StateStrings; es: StateStrings };
  /** The method sentences of the rate methods only this state's records use, in both languages. */
  methods: Partial<Record<CountyRate['method'], { en: MethodWords; es: MethodWords }>>;
}

// A state module: everything the product knows about one state besides its data in sources/.
// Pure data and the engine side (site/calc/states/); no React and no translator, so the
// pipeline, the pages and the browser bundles can all read it.
import type { CalcStateModule } from '../calc/states/index.ts';
import type { Localized, StateCode, StateConfig } from '../calc/types.ts';

/** A figure a timeline step shows: a fact of sources/facts, formatted, or one of the config's deadlines. */
export type TimelineFigure =
  { fact: string; as: 'monthday' | 'month' | 'integer' } | { deadline: keyof StateConfig['deadlines'] };

/** One step of the tax year (site string content.timeline.<code>_<key>, en and es). */
export interface TimelineStep {
  key: string;
  vars?: Record<string, TimelineFigure>;
  /** A fact holding [from, to] month numbers, shown as {from} and {to}. */
  months?: string;
}

export interface StateModule {
  code: StateCode;
  /** The slug of the state's guides: /guides/<slug>-property-taxes-explained, in both languages. */
  guideSlug: string;
  /** Its engine, checkbox exemptions and buyer year-two rule. */
  calc: CalcStateModule;
  /** What an estimate there does not count, in both languages (county pages and the PDF report). */
  leavesOut: readonly Localized[];
  /** The tax year's steps on the state home (spec §4); empty when the spec gives none. */
  timeline: readonly TimelineStep[];
}

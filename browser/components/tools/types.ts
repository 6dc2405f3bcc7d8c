// Props of every guide tool. Each is serialised into the page beside the tool's markup and read
// back by browser/client/tools.tsx, so they hold plain data: text already translated, figures from
// generated/ (facts, configs, county records), nothing the browser would have to look up.
import type { MelloRoosFacts } from '../../../engine/tools/mello-roos.ts';
import type { PaymentFacts } from '../../../engine/tools/payment.ts';
import type { Lang } from '../../../schema/codes.ts';
import type { CountyRate, StateConfig } from '../../../schema/index.ts';
import type { TextTable } from '../text.ts';

export const TOOL_NAMES = [
  'payment-calculator',
  'prop13-demo',
  'tax-shock',
  'mello-roos-finder',
  'glossary-search',
  'faq-search',
] as const;
export type ToolName = (typeof TOOL_NAMES)[number];

/** A county record without its long source and note texts (the county pages show those). */
export type ToolCounty = Omit<CountyRate, 'source' | 'remark'>;

interface ToolBase {
  lang: Lang;
  text: TextTable;
  /** The site's state, for the app-level error message (browser/components/errors); absent on the hub. */
  stateName?: string;
}

export interface PaymentToolProps extends ToolBase {
  facts: PaymentFacts;
}

/** A rate choice of the Prop 13 demo: a county, or the statewide average the records carry. */
export interface RateArea {
  id: string;
  name: string;
  ratePct: number;
  generalLevyPct: number;
  sourceYear: string;
}

export interface Prop13ToolProps extends ToolBase {
  productYear: number;
  capPct: number;
  baseYear: number;
  areas: RateArea[];
  defaultArea: string;
  defaults: { purchasePrice: number; purchaseYear: number; currentMarketValue: number };
}

export interface TaxShockToolProps extends ToolBase {
  config: Pick<StateConfig, 'stateCode' | 'stateName' | 'exemptions' | 'stats' | 'deadlines' | 'calc'>;
  counties: ToolCounty[];
  defaultCounty: string;
  defaultPrice: number;
}

export interface MelloRoosToolProps extends ToolBase {
  counties: Pick<ToolCounty, 'fips' | 'name' | 'slug' | 'ratePct' | 'generalLevyPct' | 'sourceYear'>[];
  /** Hashed JSON (generated/ca-zip-counties.json) fetched on the first search; null when the build has none. */
  zipTableUrl: string | null;
  facts: MelloRoosFacts;
  /** Home value of the red-flag example (product display default). */
  exampleValue: number;
  /** Link pattern to a county page in the page's language, with {{slug}}. */
  countyHref: string;
}

export interface ToolCategory {
  id: string;
  label: string;
}

export interface GlossaryEntry {
  id: string;
  term: string;
  /** Plain text; blank lines separate paragraphs. */
  body: string;
  category: string;
}

export interface FaqEntry {
  id: string;
  question: string;
  /** Plain text; blank lines separate paragraphs. */
  answer: string;
  category: string;
}

export interface GlossarySearchProps extends ToolBase {
  entries: GlossaryEntry[];
  categories: ToolCategory[];
}

export interface FaqSearchProps extends ToolBase {
  entries: FaqEntry[];
  categories: ToolCategory[];
}

export interface ToolPropsMap {
  'payment-calculator': PaymentToolProps;
  'prop13-demo': Prop13ToolProps;
  'tax-shock': TaxShockToolProps;
  'mello-roos-finder': MelloRoosToolProps;
  'glossary-search': GlossarySearchProps;
  'faq-search': FaqSearchProps;
}

/** What browser/client/tools.tsx reads from the island's props script. */
export interface ToolIslandProps<N extends ToolName = ToolName> {
  tool: N;
  props: ToolPropsMap[N];
}

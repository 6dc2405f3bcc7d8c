// The source registry: one entry per kind of source, in the order they are read (a kind comes
// after every kind its checks read). Each entry (kind.ts) names its files, their columns, its
// cross-checks and the files of generated/ made from it. Sources (what the loader returns), the
// loader (load.ts), the planner (plan.ts) and the folders emit owns (OWNED_DIRS) are derived from
// this table: a new kind of source is a new entry here.
import type { OutputEntry, SourceKind } from './kind.ts';
import type { KindId, Sources } from './sources.ts';
import { pathPattern } from './kind.ts';
import { jsonSchemaFiles } from '../emit/outputs.ts';
import { product } from './kinds/product.ts';
import { national } from './kinds/national.ts';
import { rates } from './kinds/rates.ts';
import { constants } from './kinds/constants.ts';
import { units } from './kinds/units.ts';
import { localExemptions } from './kinds/local-exemptions.ts';
import { nyc } from './kinds/nyc.ts';
import { configs } from './kinds/configs.ts';
import { facts } from './kinds/facts.ts';
import { content } from './kinds/content.ts';
import { zipCounties } from './kinds/zip-counties.ts';
import { history } from './kinds/history.ts';
import { allZips } from './kinds/all-zips.ts';
import { zips } from './kinds/zips.ts';

export const KINDS = {
  product,
  national,
  rates,
  constants,
  units,
  localExemptions,
  nyc,
  configs,
  facts,
  content,
  zipCounties,
  history,
  allZips,
  zips,
} as const satisfies { [K in KindId]: SourceKind<Sources[K]> };

export type { KindId, Sources } from './sources.ts';

export const KIND_IDS = Object.keys(KINDS) as KindId[];

export const readsOf = (kind: KindId): readonly KindId[] => KINDS[kind].reads;

/** Files made from no source: the JSON Schema of each output, written for readers outside this code. */
const jsonSchemas: OutputEntry = {
  path: 'generated/schema/<name>',
  owns: pathPattern('generated/schema/<name>'),
  removeStale: true,
  from: [],
  plan(_s, out) {
    for (const [path, text] of jsonSchemaFiles()) out.putText(path, text);
  },
};

/** Every output family, in planning order, with the kind it belongs to. */
export const OUTPUTS: readonly { kind: KindId | null; entry: OutputEntry }[] = [
  ...KIND_IDS.flatMap((kind) => KINDS[kind].emits.map((entry) => ({ kind, entry }))),
  { kind: null, entry: jsonSchemas },
];

/** generated/ folders `rates emit` owns completely: stale files there are removed. */
export const OWNED_DIRS: readonly string[] = [
  ...new Set(OUTPUTS.filter((o) => o.entry.removeStale).map((o) => o.entry.path.replace(/\/[^/]*$/, ''))),
];

/** The kinds a change to `changed` can reach: those and every kind whose checks read one of them, transitively. */
export function affectedBy(changed: Iterable<KindId>): Set<KindId> {
  const out = new Set(changed);
  for (const kind of KIND_IDS) if (KINDS[kind].reads.some((r) => out.has(r))) out.add(kind);
  return out;
}

// `rates diff` (its I/O edge is pipeline/registry/run-diff.ts): the two tables of a state → the
// report pair under generated/diffs/.
import type { StateCode } from '../../schema/codes.ts';
import { type Result, fail, ok } from '../result.ts';
import { rel } from '../paths.ts';
import type { Product } from '../validate/schemas.ts';
import type { RateRecord } from '../validate/rate-table.ts';
import { diffTables, type RateDiff } from './diff.ts';
import { renderDiffJson, renderDiffMarkdown, summaryLine } from './diff-report.ts';
import type { FileWrite } from '../shared/journal.ts';

/** What a diff reads: the product year and threshold, and every state's tables. */
export interface DiffInputs {
  product: Pick<Product, 'productYear' | 'diffFlagThresholdPct'>;
  rates: Partial<Record<StateCode, ReadonlyMap<number, readonly RateRecord[]>>>;
}

export interface DiffOptions {
  state: StateCode;
  from: number;
  to: number;
}

export interface DiffOutcome {
  diff: RateDiff;
  summary: string;
  /** Paths relative to the root. */
  files: FileWrite[];
}

/** Pure: the diff between two loaded tables and the files that report it. */
export function buildDiff(s: DiffInputs, o: DiffOptions): Result<DiffOutcome> {
  const tables = s.rates[o.state];
  const years = tables ? [...tables.keys()].join(', ') : 'none';
  for (const [flag, year] of [
    ['--from', o.from],
    ['--to', o.to],
  ] as const) {
    if (!tables?.has(year)) {
      return fail([
        {
          where: `sources/rates/${o.state}/`,
          message: `${flag}: expected a year with a table here (${years}), found ${year}`,
        },
      ]);
    }
  }
  const diff = diffTables(
    o.state,
    o.from,
    o.to,
    tables!.get(o.from)!,
    tables!.get(o.to)!,
    s.product.diffFlagThresholdPct,
    o.to >= s.product.productYear,
  );
  return ok({
    diff,
    summary: summaryLine(diff),
    files: [
      { path: rel.diff(o.state, o.from, o.to, 'md'), content: renderDiffMarkdown(diff) },
      { path: rel.diff(o.state, o.from, o.to, 'json'), content: renderDiffJson(diff) },
    ],
  });
}

// `rates diff`: loads the two tables of a state and writes the report pair under generated/diffs/.
import type { StateCode } from '../../site/calc/types.ts';
import { type Result, fail, ok } from '../result.ts';
import { rel } from '../paths.ts';
import { loadSources, type Sources } from '../validate/load-sources.ts';
import { diffTables, type RateDiff } from './diff.ts';
import { renderDiffJson, renderDiffMarkdown, summaryLine } from './diff-report.ts';
import { type FileWrite, commitFiles } from '../shared/journal.ts';

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
export function buildDiff(s: Sources, o: DiffOptions): Result<DiffOutcome> {
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

export async function runDiff(root: string, o: DiffOptions): Promise<Result<DiffOutcome>> {
  const sources = await loadSources(root);
  if (!sources.ok) return sources;
  const built = buildDiff(sources.value, o);
  if (!built.ok) return built;
  await commitFiles(root, built.value.files);
  return built;
}

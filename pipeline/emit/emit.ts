// Stage 4: writes generated/ from sources/, or with check only compares. Only files whose content
// changed are rewritten, and files that sources no longer give are removed from the folders emit owns.
// Diff reports (generated/diffs/) are refreshed too, so a hand edit of a table cannot leave them stale.
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { EMIT_DIRS } from '../paths.ts';
import { loadSources, type Sources, type TableOverride } from '../validate/load-sources.ts';
import { planOutputs } from './outputs.ts';
import { planDiffs } from '../diff/diff-plan.ts';
import { readTextIfExists } from '../ingest/read-text.ts';
import { type FileWrite, commitFiles } from '../shared/journal.ts';

export interface EmitChanges {
  /** Relative paths to (re)write with their content. */
  writes: FileWrite[];
  /** Relative paths present in an owned folder that sources no longer give. */
  removals: string[];
  unchanged: number;
}

async function ownedFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of EMIT_DIRS) {
    const entries = await readdir(join(root, dir), { withFileTypes: true }).catch(() => []);
    for (const e of entries) if (e.isFile() && !e.name.startsWith('.')) found.push(`${dir}/${e.name}`);
  }
  return found.sort();
}

/** Compares the planned files with the disk: what must be written and what must go. */
export async function diffAgainstDisk(root: string, planned: Map<string, string>): Promise<EmitChanges> {
  const writes: FileWrite[] = [];
  let unchanged = 0;
  for (const [path, content] of planned) {
    if ((await readTextIfExists(join(root, path))) === content) unchanged++;
    else writes.push({ path, content });
  }
  const removals = (await ownedFiles(root)).filter((p) => !planned.has(p));
  return { writes, removals, unchanged };
}

export async function planEmit(root: string, sources: Sources): Promise<Result<EmitChanges>> {
  const planned = planOutputs(sources);
  if (!planned.ok) return planned;
  const diffs = await planDiffs(root, sources);
  if (!diffs.ok) return diffs;
  const all = new Map([...planned.value, ...diffs.value]);
  return ok(await diffAgainstDisk(root, all));
}

/** Writes the changes (and `extra` files) as one transaction: all of them or, after a crash, none. */
export async function applyChanges(root: string, changes: EmitChanges, extra: FileWrite[] = []): Promise<void> {
  await commitFiles(root, [...changes.writes, ...extra], changes.removals);
}

export interface EmitOptions {
  check?: boolean;
  override?: TableOverride;
}

export async function emit(root: string, opts: EmitOptions = {}): Promise<Result<EmitChanges>> {
  const sources = await loadSources(root, opts.override);
  if (!sources.ok) return sources;
  const changes = await planEmit(root, sources.value);
  if (!changes.ok) return changes;
  if (opts.check) {
    const { writes, removals } = changes.value;
    const stale: Issue[] = [
      ...writes.map((w) => ({
        where: w.path,
        message: 'file: expected what sources/ give, found a stale or missing file (run `cli.ts rates emit`)',
      })),
      ...removals.map((p) => ({
        where: p,
        message: 'file: expected no such file (sources/ give none), found one (run `cli.ts rates emit`)',
      })),
    ];
    return stale.length ? fail(stale, 'GeneratedOutOfDate') : changes;
  }
  await applyChanges(root, changes.value);
  return changes;
}

// The writing edge: generated/ from sources/ (`rates emit`), or with check only compared. Only files
// whose content changed are rewritten, and files that sources no longer give are removed from the
// folders emit owns (OWNED_DIRS). Diff reports (generated/diffs/) are refreshed too, so a hand edit
// of a table cannot leave them stale. An import plans only what its kind reaches (planEmit's
// `changed`); everything else is already what a full plan gives.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { fileHolds, readOr } from '../ingest/read-text.ts';
import { type FileWrite, commitFiles } from '../shared/journal.ts';
import type { FileContent } from '../shared/utf8-bytes.ts';
import { type KindId, OWNED_DIRS, type Sources } from './index.ts';
import { loadSources } from './load.ts';
import { checkedRecord } from '../shared/checked-record.ts';
import { planFiles, runChecks, withDisk } from './plan.ts';
import type { OutputEntry } from './kind.ts';
import type { StateCode } from '../../schema/codes.ts';
import { MANIFEST_PATH, type SourceHashes, manifestText, sourceHashes, withWrites } from './source-manifest.ts';

/** What an emit plans: everything, or (an import) only what `changed` reaches. */
export interface EmitScope {
  /** The kinds an import changes; absent: every output is planned. */
  changed?: readonly KindId[];
  /** The states whose per-state files an import plans (PlanContext.states); absent: every state. */
  states?: readonly StateCode[];
  /** sources/ as hashed before the import (hashed here when absent). */
  hashes?: SourceHashes;
  /** The source files the import writes beside the plan: the manifest records them as written. */
  sourceWrites?: readonly FileWrite[];
}

export interface EmitChanges {
  /** Relative paths to (re)write with their content. */
  writes: FileWrite[];
  /** Relative paths present in an owned folder that sources no longer give. */
  removals: string[];
  unchanged: number;
  /** The planned files checked with the reader's schema as planned (PlanContext.put), written or not, by content. */
  checked?: ReadonlyMap<string, FileContent>;
}

async function ownedFiles(root: string): Promise<string[]> {
  const found: string[] = [];
  for (const dir of OWNED_DIRS) {
    const entries = readOr(() => readdirSync(join(root, dir), { withFileTypes: true }), []);
    for (const e of entries) if (e.isFile() && !e.name.startsWith('.')) found.push(`${dir}/${e.name}`);
  }
  return found.sort();
}

/**
 * Compares the planned files with the disk: what must be written and what must go. `entries`: only
 * files these output families own can go (an incremental plan leaves the others alone).
 */
export async function diffAgainstDisk(
  root: string,
  planned: ReadonlyMap<string, FileContent>,
  entries?: readonly OutputEntry[],
  states?: readonly StateCode[],
  read?: ReadonlyMap<string, Buffer>,
): Promise<EmitChanges> {
  const writes: FileWrite[] = [];
  let unchanged = 0;
  for (const [path, content] of planned) {
    if (fileHolds(join(root, path), content, read?.get(path))) unchanged++;
    else writes.push({ path, content });
  }
  // Planned for some states only, the others' files are theirs: only a planned state's own file can go.
  const ownState = (p: string) => !states || states.some((s) => p.endsWith(`/${s}.json`));
  const owned = (p: string) => !entries || (ownState(p) && entries.some((e) => e.removeStale && e.owns.test(p)));
  const removals = (await ownedFiles(root)).filter((p) => !planned.has(p) && owned(p));
  return { writes, removals, unchanged };
}

/**
 * What to write: every output (changed absent), or only those made from a kind `changed` reaches,
 * with the checks their new files call for.
 */
export async function planEmit(root: string, sources: Sources, scope: EmitScope = {}): Promise<Result<EmitChanges>> {
  const { changed, states } = scope;
  const planned = await planFiles(sources, { root, changed, states });
  if (!planned.ok) return planned;
  const { files, values, entries, checked, read } = planned.value;
  const hashes = withWrites(scope.hashes ?? (await sourceHashes(root)), scope.sourceWrites ?? []);
  files.set(MANIFEST_PATH, manifestText(hashes));
  const changes = await diffAgainstDisk(root, files, changed ? entries : undefined, states, read);
  const touched = [...changes.writes.map((w) => w.path), ...changes.removals];
  const seen = changed ? withDisk(files, root, changes.removals) : files;
  const issues = runChecks(sources, seen, values, changed ? { kinds: changed, touched } : undefined);
  const passed = new Map([...checked].flatMap((path) => (files.has(path) ? [[path, files.get(path)!] as const] : [])));
  return issues.length ? fail(issues) : ok({ ...changes, checked: passed });
}

/** Writes the changes (and `extra` files) as one transaction: all of them or, after a crash, none. */
export async function applyChanges(root: string, changes: EmitChanges, extra: FileWrite[] = []): Promise<void> {
  await commitFiles(root, [...changes.writes, ...extra], changes.removals);
  // The next reader of these bytes (the build) only parses them: they passed its check as they were planned, those
  // written and those the disk holds already.
  const record = checkedRecord(root);
  for (const [path, content] of changes.checked ?? []) record.pass(path, content);
  record.save();
}

export interface EmitOptions {
  check?: boolean;
}

export async function emit(root: string, opts: EmitOptions = {}): Promise<Result<EmitChanges>> {
  const sources = await loadSources(root);
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

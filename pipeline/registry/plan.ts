// Validated sources → the content of every file of generated/ the registry's outputs make, keyed
// by path relative to the root. With `changed`, only the outputs made from a kind that the change can
// reach are planned: the others stay as they are on disk, which `rates emit --check` confirms is
// what a full plan gives. Nothing here writes.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Issue, type Result, fail, ok } from '../result.ts';
import { cmp } from '../validate/units.ts';
import type { StateCode } from '../../schema/codes.ts';
import { STATES } from '../paths.ts';
import { toJson } from '../shared/format.ts';
import { readerSchema } from '../shared/generated-data.ts';
import { checkedRecord } from '../shared/checked-record.ts';
import type { OutputEntry, PlanContext } from './kind.ts';
import { KIND_IDS, KINDS, type KindId, OUTPUTS, type Sources, affectedBy } from './index.ts';
import { guarded } from './load.ts';
import { type SourceHashes, madeFromCurrentSources, sourceHashes } from './source-manifest.ts';
import { type FileContent, contentText, keepUtf8 } from '../shared/utf8-bytes.ts';

export interface Plan {
  /** Path → content of every planned file, sorted by path, the reports (`report`) last. */
  files: Map<string, FileContent>;
  /** The output families planned: a file on disk one of them owns and did not plan is stale. */
  entries: readonly OutputEntry[];
}

/** The output families a change to `changed` re-plans (every family when changed is absent). */
export function outputsFor(changed?: Iterable<KindId>): OutputEntry[] {
  if (!changed) return OUTPUTS.map((o) => o.entry);
  const affected = affectedBy(changed);
  return OUTPUTS.filter((o) => o.entry.from.some((k) => affected.has(k))).map((o) => o.entry);
}

/** The kinds a plan for `changed` reads: what changed can reach, the planned outputs' kinds and the checks' kinds. */
export function kindsFor(changed: Iterable<KindId>): Set<KindId> {
  const list = [...changed];
  const kinds = new Set<KindId>(affectedBy(list));
  for (const e of outputsFor(list)) for (const k of e.from) kinds.add(k);
  // Whether a check runs is known only once the files are planned; its kinds are read in case.
  for (const kind of KIND_IDS) for (const check of KINDS[kind].checks ?? []) for (const k of check.from) kinds.add(k);
  return kinds;
}

export interface PlanOptions {
  /** The project root (diff reports already asked for are read from generated/diffs/). */
  root: string;
  /** Kinds that changed since generated/ was last written; absent: plan everything. */
  changed?: Iterable<KindId>;
  /** The states whose per-state files are planned (PlanContext.states); absent: every state. */
  states?: readonly StateCode[];
}

export interface PlannedFiles extends Plan {
  /** The objects the JSON files were made from (the checks read them instead of parsing the JSON back). */
  values: Map<string, unknown>;
  /** The files whose value came out of the schema the reader checks them with. */
  checked: Set<string>;
  /** The bytes of files of generated/ a planner read from the disk (checkedOnDisk), for the comparison with it. */
  read: Map<string, Buffer>;
}

/** Plans the files of the output families `changed` reaches (all of them without it), without the checks. */
export async function planFiles(s: Sources, opts: PlanOptions): Promise<Result<PlannedFiles>> {
  const files = new Map<string, FileContent>();
  const values = new Map<string, unknown>();
  const checked = new Set<string>();
  const issues: Issue[] = [];
  const memo = new Map<string, unknown>();
  const record = checkedRecord(opts.root);
  const read = new Map<string, Buffer>();
  const onDisk = new Map<string, string>();
  const out: PlanContext = {
    put(path, value, write = toJson, checkedWith) {
      const schema = readerSchema(path);
      let text = write(value);
      let passed = schema !== undefined && checkedWith === schema;
      // Its bytes, for the record's digest below and the comparison with the disk and the write that follow.
      keepUtf8(text);
      // A file the reader checks is written as its check gives it (key order, stripped keys), so that the reader
      // may take its parse for its check (checked-record.ts) and a build need not load the schemas; bytes on
      // record as checked are not checked again.
      if (schema && !passed && !(passed = record.passed(path, text))) {
        const parsed = schema.safeParse(value);
        if (parsed.success) {
          value = parsed.data;
          text = write(value);
          passed = true;
        }
      }
      values.set(path, value);
      files.set(path, text);
      if (passed) checked.add(path);
      else checked.delete(path);
    },
    putJsonText(path, text, value) {
      keepUtf8(text);
      if (readerSchema(path) === undefined || !record.passed(path, text)) return out.put(path, value());
      values.delete(path);
      files.set(path, text);
      checked.add(path);
    },
    putBytes(path, value, bytes, checkedWith) {
      if (readerSchema(path) !== checkedWith) return out.put(path, value, () => bytes.toString('utf8'), checkedWith);
      values.set(path, value);
      files.set(path, bytes);
      checked.add(path);
    },
    putText: (path, text) => files.set(path, text),
    issues,
    root: opts.root,
    states: opts.states ?? STATES,
    memo<T>(key: string, make: () => T): T {
      if (!memo.has(key)) memo.set(key, make());
      return memo.get(key) as T;
    },
    checkedOnDisk(path) {
      let bytes: Buffer;
      try {
        bytes = readFileSync(join(opts.root, path));
      } catch {
        return null;
      }
      read.set(path, bytes);
      const sha = createHash('sha256').update(bytes).digest('hex');
      if (!record.vouches(path, sha)) return null;
      onDisk.set(path, sha);
      return bytes;
    },
    diskDigest: (path) => onDisk.get(path),
  };
  const entries = outputsFor(opts.changed);
  const reports = new Map<string, string>();
  for (const entry of entries) {
    const into = entry.report ? { ...out, putText: (path: string, text: string) => reports.set(path, text) } : out;
    await entry.plan(guarded(s, new Set(entry.from), `the planner of ${entry.path}`), into);
  }
  if (issues.length) return fail(issues);
  return ok({
    files: new Map([...[...files].sort(([a], [b]) => cmp(a, b)), ...reports]),
    values,
    entries,
    checked,
    read,
  });
}

/**
 * The checks of sources against generated/ that `changed` can reach: those whose kinds changed, and
 * those reading a file that `touched` says is written or removed. `files` are what they read.
 */
export function runChecks(
  s: Sources,
  planned: ReadonlyMap<string, FileContent>,
  values: ReadonlyMap<string, unknown>,
  changed?: { kinds: Iterable<KindId>; touched: readonly string[] },
): Issue[] {
  const affected = changed ? affectedBy(changed.kinds) : null;
  const issues: Issue[] = [];
  const files = asTexts(planned);
  for (const kind of KIND_IDS)
    for (const check of KINDS[kind].checks ?? []) {
      const sources = guarded(s, new Set(check.from), 'a check of generated/');
      if (!affected || check.from.some((k) => affected.has(k))) issues.push(...check.run(sources, files, values));
      else {
        const touched = changed!.touched.filter((p) => check.files.test(p));
        if (touched.length) issues.push(...check.run(sources, files, values, touched));
      }
    }
  return issues;
}

/** Every file of generated/ from the sources, checked: what `rates validate` runs and `rates emit` writes. */
export async function planOutputs(s: Sources, root: string): Promise<Result<Plan>> {
  const planned = await planFiles(s, { root });
  if (!planned.ok) return planned;
  const issues = runChecks(s, planned.value.files, planned.value.values);
  return issues.length ? fail(issues) : ok(planned.value);
}

/** Planned files as the checks read them: as text, a file planned as bytes decoded when a check asks for it. */
function asTexts(planned: ReadonlyMap<string, FileContent>): ReadonlyMap<string, string> {
  const get = (path: string): string | undefined => {
    const content = planned.get(path);
    return content === undefined ? undefined : contentText(content);
  };
  return { get, has: (path: string) => planned.has(path) } as ReadonlyMap<string, string>;
}

/** The planned files, and for the paths they lack, the files on disk (what a check of an incremental plan reads). */
export function withDisk(
  planned: ReadonlyMap<string, FileContent>,
  root: string,
  removed: readonly string[],
): ReadonlyMap<string, FileContent> {
  const gone = new Set(removed);
  const read = (path: string): FileContent | undefined => {
    if (planned.has(path)) return planned.get(path);
    if (gone.has(path)) return undefined;
    try {
      return readFileSync(join(root, path), 'utf8');
    } catch {
      return undefined;
    }
  };
  const cache = new Map<string, FileContent | undefined>();
  const get = (path: string) => {
    if (!cache.has(path)) cache.set(path, read(path));
    return cache.get(path);
  };
  // Asked whether a file is there, the disk is not read: the figure check asks for the national table (1.5 MB) and
  // reads it only when a text cites its counts.
  const has = (path: string): boolean =>
    cache.has(path) || planned.has(path)
      ? get(path) !== undefined
      : !gone.has(path) && statSync(join(root, path), { throwIfNoEntry: false })?.isFile() === true;
  return { get, has } as ReadonlyMap<string, FileContent>;
}

/**
 * What an import of `kind` (writing the source files `paths`) reads and plans: only what that kind
 * reaches, when generated/ was made from sources/ as they are (generated/sources.sha256) apart from
 * those files; otherwise (never emitted, or a source edited by hand since) everything is read and planned.
 * An import of one `state`'s tables reads and plans that state's per-state files only: the other states'
 * were made from their tables as they are.
 */
export async function importScope(
  root: string,
  kind: KindId,
  paths: readonly string[],
  state?: StateCode,
): Promise<{ only?: Set<KindId>; changed?: KindId[]; states?: StateCode[]; hashes: SourceHashes }> {
  const hashes = await sourceHashes(root);
  if (!existsSync(join(root, 'generated/product.json'))) return { hashes };
  if (!(await madeFromCurrentSources(root, hashes, paths))) return { hashes };
  return { only: kindsFor([kind]), changed: [kind], ...(state ? { states: [state] } : {}), hashes };
}

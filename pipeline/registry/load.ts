// The I/O edge of reading: every kind of the registry (index.ts) read and checked in the registry's
// order, each after the kinds its checks read. All problems of all files are collected, so one run
// lists everything to fix. An import reads only the kinds it needs (`only`), with its file in place.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { type ColumnSpec, type CsvTable, parseCsv } from '../ingest/ingest.ts';
import { type Issue, type Result, fail, ok, pushAll } from '../result.ts';
import { STATES, layout } from '../paths.ts';
import type { StateCode } from '../../schema/codes.ts';
import { readOr, readSourceText } from '../ingest/read-text.ts';
import type { LoadContext, Replacement } from './kind.ts';
import type { FileDigests } from './table-memo.ts';
import { KIND_IDS, KINDS, type KindId, type Sources, readsOf } from './index.ts';
import { loadProduct } from './kinds/product.ts';
import type { Product } from '../validate/schemas.ts';

export type { Sources, Replacement };

export interface LoadOptions {
  /** The file being imported, read in place of (or beside) the stored one. */
  replace?: Replacement;
  /** Read only these kinds and the kinds their checks read; absent: every kind. */
  only?: Iterable<KindId>;
  /** The states whose per-state tables are read (LoadContext.states); absent: every state. */
  states?: readonly StateCode[];
  /**
   * Digests of source files by path, as the caller hashed them already (an import's scope hashes all of sources/):
   * the table memos take them instead of reading and hashing the files again.
   */
  digests?: ReadonlyMap<string, string>;
}

async function listDir(dir: string): Promise<string[]> {
  return readOr(() => readdirSync(dir), [] as string[])
    .filter((n) => !n.startsWith('.'))
    .sort();
}

/** A loaded set that throws when code reaches for a kind it did not ask for (a missing `reads` or `from`). */
export function guarded(values: Partial<Sources>, allowed: ReadonlySet<string>, who: string): Sources {
  return new Proxy(values as Sources, {
    get(target, key, receiver) {
      if (typeof key === 'string' && Object.hasOwn(KINDS, key) && !allowed.has(key))
        throw new Error(`${who} reads the source kind ${key} without declaring it (pipeline/registry)`);
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

function context(
  root: string,
  issues: Issue[],
  values: Partial<Sources>,
  kind: KindId,
  replace?: Replacement,
  states: readonly StateCode[] = STATES,
  digests: FileDigests = new Map(),
): LoadContext {
  const l = layout(root);
  const reads = new Set<string>(KINDS[kind].reads);
  const replacing = (dir: string) => {
    if (!replace || !replace.path.startsWith(`${dir}/`)) return undefined;
    const m = /^(\d{4})\.csv$/.exec(replace.path.slice(dir.length + 1));
    return m ? { ...replace, year: Number(m[1]) } : undefined;
  };
  return {
    root,
    layout: l,
    issues,
    replace,
    states,
    digests,
    get: (k) => {
      if (!reads.has(k)) throw new Error(`the source kind ${kind} reads ${k} without naming it in reads`);
      return values[k];
    },
    replacing,
    async readTable(path: string, spec: ColumnSpec, required = true): Promise<CsvTable | null> {
      const own = replace?.path === path ? replace : undefined;
      const preparsed = own ? undefined : replace?.parsed?.find((t) => t.file === path);
      if (preparsed) return preparsed;
      const text = own ? ({ ok: true, value: own.text } as const) : await readSourceText(join(root, path), path);
      if (text === undefined) {
        if (required) issues.push({ where: path, message: 'file: expected a CSV file, found none' });
        return null;
      }
      if (!text.ok) {
        pushAll(issues, text.errors);
        return null;
      }
      const parsed = parseCsv(text.value, own?.file ?? path, spec);
      if (!parsed.ok) {
        pushAll(issues, parsed.errors);
        return null;
      }
      return parsed.value;
    },
    async yearFiles(dir: string): Promise<number[]> {
      const years: number[] = [];
      for (const name of await listDir(join(root, dir))) {
        const m = /^(\d{4})\.csv$/.exec(name);
        if (m) years.push(Number(m[1]));
        else
          issues.push({
            where: `${dir}/${name}`,
            message: 'file: expected a table named <year>.csv, found an unknown file',
          });
      }
      const own = replacing(dir);
      if (own && !years.includes(own.year)) years.push(own.year);
      return years.sort((a, b) => a - b);
    },
  };
}

/** The kinds to read for `only`: those and, before them, every kind their checks read. */
export function withReads(only: Iterable<KindId>): Set<KindId> {
  const out = new Set<KindId>();
  const add = (k: KindId) => {
    if (out.has(k)) return;
    out.add(k);
    for (const r of readsOf(k)) add(r);
  };
  for (const k of only) add(k);
  return out;
}

/** sources/product.json alone, for checks that come before reading everything else. */
export async function readProduct(root: string): Promise<Result<Product>> {
  const issues: Issue[] = [];
  const product = await loadProduct(layout(root), issues);
  return product ? ok(product) : fail(issues);
}

export async function loadSources(root: string, opts: LoadOptions = {}): Promise<Result<Sources>> {
  const issues: Issue[] = [];
  const wanted = opts.only
    ? withReads([...opts.only, ...(opts.replace ? [opts.replace.kind] : [])])
    : new Set<KindId>(KIND_IDS);
  const values: Partial<Record<KindId, unknown>> = {};
  const digests: FileDigests = new Map(opts.digests);
  for (const kind of KIND_IDS) {
    if (!wanted.has(kind)) continue;
    values[kind] = await KINDS[kind].load(
      context(root, issues, values as Partial<Sources>, kind, opts.replace, opts.states, digests),
    );
  }
  if (issues.length || [...wanted].some((k) => values[k] === undefined)) return fail(issues);
  const loaded = values as Partial<Sources>;
  return ok(opts.only ? guarded(loaded, wanted, 'a planner or check') : (loaded as Sources));
}

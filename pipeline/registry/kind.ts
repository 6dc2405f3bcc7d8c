// The shape of one entry of the source registry (index.ts): a kind of source file, how it is read
// and checked, which other kinds its checks read, and the files of generated/ made from it.
// Everything that lists sources (the loader, the planner, the folders emit owns) is derived from
// the entries, so a new kind of source is one entry plus its checker and transform modules.
import type { ZodType } from 'zod';
import type { ColumnSpec, CsvTable } from '../ingest/ingest.ts';
import type { Issue } from '../result.ts';
import type { Layout } from '../paths.ts';
import type { KindId, Sources } from './sources.ts';
import type { StateCode } from '../../schema/codes.ts';
import type { FileDigests } from './table-memo.ts';

/** A file not (yet) on disk, checked as if it stood at `path`: the file being imported. */
export interface Replacement {
  /** The registry kind whose file it replaces. */
  kind: KindId;
  /** Where it will be written, relative to the root (sources/units/tx/2026.csv). */
  path: string;
  text: string;
  /** Name used in messages: the path as the user gave it. */
  file: string;
  /** A county rate table imported with --partial (only rate tables read this). */
  partial: boolean;
  /** Tables of the same kind the caller has already read and parsed from disk (not read twice). */
  parsed?: readonly CsvTable[];
}

/** What a kind's reader gets: the disk (through the replacement), the kinds it declared, and where to put problems. */
export interface LoadContext {
  root: string;
  layout: Layout;
  issues: Issue[];
  /** The file being imported, if any (most kinds need only readTable and replacing). */
  replace?: Replacement;
  /**
   * The states whose own tables a kind of per-state tables reads (every state but in a unit import, which reads its
   * state's: the others' files in generated/ were made from their tables as they are, and stay).
   */
  states: readonly StateCode[];
  /** The digests of the files the kinds' table memos were keyed by so far in this reading (table-memo.ts). */
  digests: FileDigests;
  /** A kind read earlier; only the kinds named in the entry's `reads` (anything else throws). */
  get<K extends KindId>(kind: K): Sources[K] | undefined;
  /** A CSV file parsed against its columns, or the replacement's text when it stands at `path`. */
  readTable(path: string, spec: ColumnSpec, required?: boolean): Promise<CsvTable | null>;
  /** The years of the `<year>.csv` files of a folder (anything else there is reported), the replacement's too. */
  yearFiles(dir: string): Promise<number[]>;
  /** The replacement, when it stands in this folder. */
  replacing(dir: string): (Replacement & { year: number }) | undefined;
}

/** What an output's planner writes into: the file's text, and the value it was made from (for the figure check). */
export interface PlanContext {
  /**
   * A JSON file. `checkedWith`: the schema `value` came out of (its planner parsed it); where that is the schema the
   * reader checks the file with, emit records the written bytes as checked (shared/checked-record.ts).
   */
  put(path: string, value: unknown, write?: (v: unknown) => string, checkedWith?: ZodType): void;
  /**
   * A JSON file whose text is in hand as `put` would write it (a memo kept it), its value made only where it is asked
   * for: bytes on record as checked are not checked again, and no check reads a value the plan did not make.
   */
  putJsonText(path: string, text: string, value: () => unknown): void;
  /**
   * A JSON file whose UTF-8 bytes are in hand, exactly what `put` would write of `value`, which came out of
   * `checkedWith` (kinds/units-splice.ts): planned as those bytes, no text made of them.
   */
  putBytes(path: string, value: unknown, bytes: Buffer, checkedWith: ZodType): void;
  /** A file known only as text (JSON Schemas, Markdown reports). */
  putText(path: string, text: string): void;
  issues: Issue[];
  root: string;
  /** The states whose per-state files are planned (every state but in a unit import: LoadContext.states). */
  states: readonly StateCode[];
  /** A value computed once per plan and shared by the outputs that need it (a state's resolved counties). */
  memo<T>(key: string, make: () => T): T;
  /**
   * The bytes of the file at `path` as they are now, where they are on record as checked (checked-record.ts): what the
   * last emit wrote, unchanged since. A planner may then check only what differs from them (emit/units-check.ts).
   */
  checkedOnDisk(path: string): Buffer | null;
  /** The sha256 of the bytes checkedOnDisk gave for `path`, if it gave any. */
  diskDigest(path: string): string | undefined;
}

/** One family of files under generated/. */
export interface OutputEntry {
  /** The path with its variable parts named, for messages and the README: generated/rates/<state>.json. */
  path: string;
  /** Every path this entry can plan (the stale ones are removed when it is planned again). */
  owns: RegExp;
  /** Stale files of this family are removed by emit (generated/diffs/ keeps what someone asked for). */
  removeStale: boolean;
  /** The kinds the planner reads: the files are planned again whenever one of these changes. */
  from: readonly KindId[];
  /** Reports a reviewer reads after the data: listed after every other file in plans and messages. */
  report?: boolean;
  /** What the file holds (a zod schema of schema/; the registry test parses every planned file with it). */
  schema?: ZodType;
  /** Reads only the kinds of `from` (anything else throws) and puts its files. */
  plan(s: Sources, out: PlanContext): void | Promise<void>;
}

/** A check of a kind against files of generated/ (guide texts cite figures of the planned files). */
export interface OutputCheck {
  /** The files of generated/ it reads: it runs again whenever one of them is planned again. */
  files: RegExp;
  /** The kinds it reads. */
  from: readonly KindId[];
  /**
   * `files`: the files it reads (planned, or as on disk); `values`: the objects planned ones were made from;
   * `touched`: in an incremental plan that reaches the check only through the files it reads, those of them written
   * or removed (what it needs to check again); absent, it checks everything.
   */
  run(
    s: Sources,
    files: ReadonlyMap<string, string>,
    values: ReadonlyMap<string, unknown>,
    touched?: readonly string[],
  ): Issue[];
}

export interface SourceKind<V> {
  /** Path patterns of its files under sources/, `<year>` and `<scope>` for the variable parts. */
  paths: readonly string[];
  /** The CSV columns (required and optional) or a note on the JSON/Markdown shape. */
  columns: ColumnSpec | string;
  /** Kinds its checks read (cross-checks): they are read first and a change to them checks this kind again. */
  reads: readonly KindId[];
  /** Reads and checks every file of the kind; problems go to ctx.issues. undefined: unreadable (the load fails). */
  load(ctx: LoadContext): Promise<V | undefined>;
  /** The files of generated/ this kind is the main source of. */
  emits: readonly OutputEntry[];
  /** Checks against the planned files, run once every file is planned and nothing else was refused. */
  checks?: readonly OutputCheck[];
}

/** A path pattern's regular expression: `<name>` is one path segment, or one of the listed values. */
export function pathPattern(path: string, values: Record<string, readonly string[]> = {}): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = escaped.replace(/<([a-z]+)>/g, (_, name: string) =>
    values[name] ? `(?:${values[name].map((v) => v.replace(/[.]/g, '\\.')).join('|')})` : '[^/]+',
  );
  return new RegExp(`^${source}$`);
}

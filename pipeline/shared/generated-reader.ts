// The one reader of generated/: every file is parsed with the zod schema emit writes it with
// (schema/index.ts), so the build, the CLI and the server get checked, typed data or a message
// naming the file, the place inside it, what was expected and what to run. This module holds no
// schema: they load with zod, a tenth of a second, which a build whose every file is on record as
// checked (checked-record.ts) never needs. generated-data.ts brings them (every command but the build
// imports it); the build loads them only for a file not on record (generator/reader-checks.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { STATE_CODES, type StateCode } from '../../schema/codes.ts';
import type {
  NationalCounty,
  NycClassRate,
  SourcedConstant,
  StateConfig,
  StateRates,
  AllZips,
  HistoryFile,
  ZipCountyTable,
  UnitsFile,
  ZipFile,
  constantsFileSchema,
  contentFileSchema,
  hubConfigOutSchema,
  nycFileSchema,
  nationalFileSchema,
  productSchema,
} from '../../schema/index.ts';
import type { factsFileSchemaFor } from '../../schema/facts.ts';
import type { Issue } from '../result.ts';
import { KnownError } from './errors.ts';
import { CONSTANT_SCOPES, FACT_SCOPES } from '../../schema/codes.ts';
import { jsonIssues, parseJson } from './json-issues.ts';
import type { CheckedRecord } from './checked-record.ts';

const RUN_EMIT = 'run `npx tsx cli.ts rates emit` to write generated/ again from sources/';
/** How many of a file's problems a message lists; the count says how many more there are. */
const SHOWN = 5;

/**
 * generated/ is missing a file or holds one that does not match its schema. A user error: the message says what to run.
 */
export class GeneratedDataError extends KnownError {
  constructor(
    readonly file: string,
    readonly issues: Issue[],
  ) {
    const listed = issues.slice(0, SHOWN).map((i) => `  ${i.message}`);
    const more = issues.length > SHOWN ? [`  … and ${issues.length - SHOWN} more`] : [];
    super('GeneratedDataInvalid', [`${file} is not what emit writes:`, ...listed, ...more, `(${RUN_EMIT})`].join('\n'));
    this.name = 'GeneratedDataError';
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Where the files come from: the disk under a root, or (for checks before writing) emit's planned outputs. `parsed`:
 * a file the reader parses itself, its bytes on record as checked, quicker than through their text (generator/
 * data.ts: a state's units, county by county); undefined for any other.
 */
export type Reader = ((file: string) => string | undefined) & {
  parsed?: (file: string) => { value: unknown } | undefined;
};

/**
 * Reads and checks one file of generated/ (`file` relative to the root); undefined when it does not exist. With a
 * record (checked-record.ts), bytes that passed this same check before, and whose parse alone gave what the check
 * gave, are only parsed: `schema` is asked for only when the file is checked.
 */
export function readCheckedWith<T>(
  read: Reader,
  file: string,
  schema: () => z.ZodType<T>,
  record?: CheckedRecord,
): T | undefined {
  const own = read.parsed?.(file);
  if (own) return own.value as T;
  const text = read(file);
  if (text === undefined) return undefined;
  if (record?.passed(file, text)) return JSON.parse(text) as T;
  const { data, issues } = parseJson(file, text);
  if (issues.length) throw new GeneratedDataError(file, issues);
  const parsed = schema().safeParse(data);
  if (!parsed.success) throw new GeneratedDataError(file, jsonIssues(file, parsed.error, data));
  // Recorded only when the parse alone gives the same, key order too (the pages iterate over objects): not so for a
  // file with keys its schema strips.
  if (record && sameJson(parsed.data, data)) record.pass(file, text);
  return parsed.data;
}

/** The keys JSON.stringify writes of an object, in its order: those whose value is neither undefined nor a function. */
function writtenKeys(o: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const key in o)
    if (Object.hasOwn(o, key) && o[key] !== undefined && typeof o[key] !== 'function') keys.push(key);
  return keys;
}

/**
 * Whether JSON.stringify gives both the same text, key order too, without making the texts: for the large files two
 * texts of 4 MB each, made only to be compared, raised a fresh build's peak memory by a quarter. Where it cannot tell
 * quickly (a toJSON, an undefined in an array) it says no, and the file is just not recorded.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if ('toJSON' in a || 'toJSON' in b) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (a[i] === undefined || !sameJson(a[i], b[i])) return false;
    return true;
  }
  const ka = writtenKeys(a as Record<string, unknown>);
  const kb = writtenKeys(b as Record<string, unknown>);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[kb[i]!])) return false;
  }
  return true;
}

function required<T>(read: Reader, file: string, schema: () => z.ZodType<T>, record?: CheckedRecord): T {
  const value = readCheckedWith(read, file, schema, record);
  if (value === undefined)
    throw new GeneratedDataError(file, [{ where: file, message: 'file: expected the file emit writes, found none' }]);
  return value;
}

/** Scopes of the per-scope files, as emit writes them. */
export { CONSTANT_SCOPES, FACT_SCOPES };
export const HISTORY_SCOPES = [...STATE_CODES, 'us'] as const;

/**
 * generated/ under `root`, one checked file at a time; each file is read and checked once.
 * Files every site needs throw GeneratedDataError when missing; the per-scope files and the
 * ZIP tables, which emit writes only when sources/ give them, come back as null.
 */
export function generatedData(root: string, record?: CheckedRecord) {
  return generatedDataFrom(diskReader(root), record);
}

/** The texts of generated/ under `root` (undefined for a file that does not exist). */
export const diskReader =
  (root: string): Reader =>
  (file) =>
    readText(join(root, file));

/** The schemas of the files of generated/ the reader reads (SCHEMA_KINDS), as generated-data.ts gives them. */
export type SchemaKind =
  | 'product'
  | 'national'
  | 'stateRates'
  | 'hubConfig'
  | 'stateConfig'
  | 'nyc'
  | 'facts'
  | 'constants'
  | 'content'
  | 'history'
  | 'caZipCounties'
  | 'allZips'
  | 'units'
  | 'zips';

/**
 * Which schema each file of generated/ is checked with, by its path (the scope a pattern captures picks the facts
 * schema): the one table the reader and emit's record of the files it checked as it wrote them go by.
 */
const SCHEMA_KINDS: readonly (readonly [RegExp, SchemaKind])[] = [
  [/^generated\/product\.json$/, 'product'],
  [/^generated\/rates\/us\.json$/, 'national'],
  [/^generated\/rates\/([a-z]{2})\.json$/, 'stateRates'],
  [/^generated\/config\/hub\.json$/, 'hubConfig'],
  [/^generated\/config\/([a-z]{2})\.json$/, 'stateConfig'],
  [/^generated\/nyc\/class-rates\.json$/, 'nyc'],
  [/^generated\/facts\/([a-z]+)\.json$/, 'facts'],
  [/^generated\/constants\/([a-z]+)\.json$/, 'constants'],
  [/^generated\/content\/([a-z]+)\.json$/, 'content'],
  [/^generated\/history\/([a-z]+)\.json$/, 'history'],
  [/^generated\/ca-zip-counties\.json$/, 'caZipCounties'],
  [/^generated\/zip-counties\.json$/, 'allZips'],
  [/^generated\/units\/([a-z]{2})\.json$/, 'units'],
  [/^generated\/zips\/([a-z]{2})\.json$/, 'zips'],
];

/** The schema kind `file` (relative to the root) is checked with, and the scope its path names; null: not read. */
export function schemaKindOf(file: string): { kind: SchemaKind; scope: string } | null {
  for (const [pattern, kind] of SCHEMA_KINDS) {
    const m = pattern.exec(file);
    if (m) return { kind, scope: m[1] ?? '' };
  }
  return null;
}

/** The schema of each kind (generated-data.ts), once a module that holds them has loaded. */
export type ReaderSchemas = (kind: SchemaKind, scope: string) => z.ZodType;
let provided: ReaderSchemas | undefined;

/** Called by generated-data.ts as it loads: from then on, any file not on record is checked. */
export function provideReaderSchemas(schemas: ReaderSchemas): void {
  provided = schemas;
}

/** Whether the schemas are loaded (generated-data.ts imported). */
export const readerSchemasLoaded = (): boolean => provided !== undefined;

let prepared = false;
/** Called by readerChecks once it has found every file to read on record: a file to check now has changed since. */
export function readerPrepared(): void {
  prepared = true;
}

/**
 * The schema `file` is checked with. Without the schemas loaded (a build that found every file on record), a file
 * to check has bytes other than those it found: changed since the command began.
 */
function schemaOf(file: string): z.ZodType {
  const kind = schemaKindOf(file);
  if (!kind) throw new Error(`generated-data: ${file} is not a file the reader checks`);
  if (!provided && !prepared)
    throw new Error(
      `generated-reader: ${file} needs its check and no schemas are loaded: read generated/ after readerChecks (generator/reader-checks.ts), or import pipeline/shared/generated-data.ts`,
    );
  if (!provided)
    throw new KnownError(
      'GeneratedChanged',
      `${file}: expected the bytes on record as checked when the command began, found others (changed since); run it again`,
    );
  return provided(kind.kind, kind.scope);
}

/** The same reader over any source of file texts (emit's planned outputs, before they are written). */
export function generatedDataFrom(read: Reader, record?: CheckedRecord) {
  const memo = new Map<string, unknown>();
  const once = <T>(file: string, read: () => T): T => {
    if (!memo.has(file)) memo.set(file, read());
    return memo.get(file) as T;
  };
  const schema = (file: string) => () => schemaOf(file);
  const must = <T>(file: string): T => once(file, () => required(read, file, schema(file), record) as T);
  const maybe = <T>(file: string): T | null =>
    once(file, () => (readCheckedWith(read, file, schema(file), record) as T | undefined) ?? null);
  type Of<S extends z.ZodType> = z.output<S>;
  return {
    product: () => must<Of<typeof productSchema>>('generated/product.json'),
    stateRates: (state: StateCode): StateRates => must(`generated/rates/${state}.json`),
    national: (): NationalCounty[] => must<Of<typeof nationalFileSchema>>('generated/rates/us.json').counties,
    stateConfig: (state: StateCode): StateConfig => must(`generated/config/${state}.json`),
    hubConfig: () => must<Of<typeof hubConfigOutSchema>>('generated/config/hub.json'),
    nycRates: (): NycClassRate[] => must<Of<typeof nycFileSchema>>('generated/nyc/class-rates.json').rates,
    facts: (scope: (typeof FACT_SCOPES)[number]) =>
      maybe<Of<ReturnType<typeof factsFileSchemaFor>>>(`generated/facts/${scope}.json`),
    constants: (scope: (typeof CONSTANT_SCOPES)[number]): Record<string, SourcedConstant> | null =>
      maybe<Of<typeof constantsFileSchema>>(`generated/constants/${scope}.json`)?.constants ?? null,
    content: (scope: (typeof FACT_SCOPES)[number]) =>
      maybe<Of<typeof contentFileSchema>>(`generated/content/${scope}.json`),
    history: (scope: (typeof HISTORY_SCOPES)[number]): HistoryFile | null => maybe(`generated/history/${scope}.json`),
    caZipCounties: (): ZipCountyTable | null => maybe('generated/ca-zip-counties.json'),
    allZips: (): AllZips | null => maybe('generated/zip-counties.json'),
    /** A state's taxing units, county by county; null where sources/ hold none for the state. */
    units: (state: StateCode): UnitsFile | null => maybe(`generated/units/${state}.json`),
    /** A state's ZIPs with their counties, city, centre and school districts; null where emit wrote none. */
    zips: (state: ZipFile['state']): ZipFile | null => maybe(`generated/zips/${state}.json`),
  };
}

export type GeneratedData = ReturnType<typeof generatedDataFrom>;

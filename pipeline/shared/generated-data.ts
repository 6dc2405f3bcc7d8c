// The one reader of generated/: every file is parsed with the zod schema emit writes it with
// (schema/index.ts), so the build, the CLI and the server get checked, typed data or a message
// naming the file, the place inside it, what was expected and what to run.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { z } from 'zod';
import { STATE_CODES, type StateCode } from '../../schema/codes.ts';
import type { NationalCounty, NycClassRate, SourcedConstant, StateConfig, StateRates } from '../../schema/index.ts';
import type { Issue } from '../result.ts';
import { KnownError } from './errors.ts';
import { factsFileSchemaFor } from '../../schema/facts.ts';
import { CONSTANT_SCOPES, FACT_SCOPES } from '../../schema/codes.ts';
import { jsonIssues, parseJson } from './json-issues.ts';
import type { CheckedRecord } from './checked-record.ts';
import {
  type AllZips,
  type HistoryFile,
  type ZipCountyTable,
  allZipsSchema,
  constantsFileSchema,
  contentFileSchema,
  historyFileSchema,
  hubConfigOutSchema,
  nationalFileSchema,
  nycFileSchema,
  unitsFileSchema,
  type UnitsFile,
  type ZipFile,
  productSchema,
  stateConfigSchema,
  stateRatesSchema,
  zipCountyTableSchema,
  zipFileSchema,
} from '../../schema/index.ts';

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

/** Where the files come from: the disk under a root, or (for checks before writing) emit's planned outputs. */
type Reader = (file: string) => string | undefined;

/**
 * Reads and checks one file of generated/ (`file` relative to the root); undefined when it does not exist. With a
 * record (checked-record.ts), bytes that passed this same check before, and whose parse alone gave what the check
 * gave, are only parsed.
 */
export function readChecked<S extends z.ZodType>(
  read: Reader,
  file: string,
  schema: S,
  record?: CheckedRecord,
): z.output<S> | undefined {
  const text = read(file);
  if (text === undefined) return undefined;
  if (record?.passed(file, text)) return JSON.parse(text) as z.output<S>;
  const { data, issues } = parseJson(file, text);
  if (issues.length) throw new GeneratedDataError(file, issues);
  const parsed = schema.safeParse(data);
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

function required<S extends z.ZodType>(read: Reader, file: string, schema: S, record?: CheckedRecord): z.output<S> {
  const value = readChecked(read, file, schema, record);
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

/**
 * The schema each file of generated/ is checked with, by its path: the one table the reader below and emit's record
 * of the files it checked as it wrote them (registry/emit.ts) go by.
 */
const SCHEMAS: readonly (readonly [RegExp, (scope: string) => z.ZodType])[] = [
  [/^generated\/product\.json$/, () => productSchema],
  [/^generated\/rates\/us\.json$/, () => nationalFileSchema],
  [/^generated\/rates\/([a-z]{2})\.json$/, () => stateRatesSchema],
  [/^generated\/config\/hub\.json$/, () => hubConfigOutSchema],
  [/^generated\/config\/([a-z]{2})\.json$/, () => stateConfigSchema],
  [/^generated\/nyc\/class-rates\.json$/, () => nycFileSchema],
  [/^generated\/facts\/([a-z]+)\.json$/, (scope) => factsFileSchemaFor(scope)],
  [/^generated\/constants\/([a-z]+)\.json$/, () => constantsFileSchema],
  [/^generated\/content\/([a-z]+)\.json$/, () => contentFileSchema],
  [/^generated\/history\/([a-z]+)\.json$/, () => historyFileSchema],
  [/^generated\/ca-zip-counties\.json$/, () => zipCountyTableSchema],
  [/^generated\/zip-counties\.json$/, () => allZipsSchema],
  [/^generated\/units\/([a-z]{2})\.json$/, () => unitsFileSchema],
  [/^generated\/zips\/([a-z]{2})\.json$/, () => zipFileSchema],
];

/** The schema the reader checks `file` with (relative to the root); undefined for a file it does not read. */
export function readerSchema(file: string): z.ZodType | undefined {
  for (const [pattern, schema] of SCHEMAS) {
    const m = pattern.exec(file);
    if (m) return schema(m[1] ?? '');
  }
  return undefined;
}

/** The same reader over any source of file texts (emit's planned outputs, before they are written). */
export function generatedDataFrom(read: Reader, record?: CheckedRecord) {
  const memo = new Map<string, unknown>();
  const once = <T>(file: string, read: () => T): T => {
    if (!memo.has(file)) memo.set(file, read());
    return memo.get(file) as T;
  };
  // Each accessor names its file's schema, for its type; the table above must say the same.
  const agreed = <S extends z.ZodType>(file: string, schema: S): S => {
    if (readerSchema(file) !== schema)
      throw new Error(`generated-data: ${file} is read with another schema than SCHEMAS names`);
    return schema;
  };
  const must = <S extends z.ZodType>(file: string, schema: S) =>
    once(file, () => required(read, file, agreed(file, schema), record));
  const maybe = <S extends z.ZodType>(file: string, schema: S) =>
    once(file, () => readChecked(read, file, agreed(file, schema), record) ?? null);
  return {
    product: () => must('generated/product.json', productSchema),
    stateRates: (state: StateCode): StateRates => must(`generated/rates/${state}.json`, stateRatesSchema),
    national: (): NationalCounty[] => must('generated/rates/us.json', nationalFileSchema).counties,
    stateConfig: (state: StateCode): StateConfig => must(`generated/config/${state}.json`, stateConfigSchema),
    hubConfig: () => must('generated/config/hub.json', hubConfigOutSchema),
    nycRates: (): NycClassRate[] => must('generated/nyc/class-rates.json', nycFileSchema).rates,
    facts: (scope: (typeof FACT_SCOPES)[number]) => maybe(`generated/facts/${scope}.json`, factsFileSchemaFor(scope)),
    constants: (scope: (typeof CONSTANT_SCOPES)[number]): Record<string, SourcedConstant> | null =>
      maybe(`generated/constants/${scope}.json`, constantsFileSchema)?.constants ?? null,
    content: (scope: (typeof FACT_SCOPES)[number]) => maybe(`generated/content/${scope}.json`, contentFileSchema),
    history: (scope: (typeof HISTORY_SCOPES)[number]): HistoryFile | null =>
      maybe(`generated/history/${scope}.json`, historyFileSchema),
    caZipCounties: (): ZipCountyTable | null => maybe('generated/ca-zip-counties.json', zipCountyTableSchema),
    allZips: (): AllZips | null => maybe('generated/zip-counties.json', allZipsSchema),
    /** A state's taxing units, county by county; null where sources/ hold none for the state. */
    units: (state: StateCode): UnitsFile | null => maybe(`generated/units/${state}.json`, unitsFileSchema),
    /** A state's ZIPs with their counties, city, centre and school districts; null where emit wrote none. */
    zips: (state: ZipFile['state']): ZipFile | null => maybe(`generated/zips/${state}.json`, zipFileSchema),
  };
}

export type GeneratedData = ReturnType<typeof generatedDataFrom>;

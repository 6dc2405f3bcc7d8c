// The reader of generated/ (generated-reader.ts) with the schemas it checks files with. Importing this
// module is what lets a reader check a file that is not on record as checked: every command but the
// build imports it; the build loads it only when it finds such a file (generator/reader-checks.ts).
import type { z } from 'zod';
import { factsFileSchemaFor } from '../../schema/facts.ts';
import {
  allZipsSchema,
  constantsFileSchema,
  contentFileSchema,
  historyFileSchema,
  hubConfigOutSchema,
  nationalFileSchema,
  nycFileSchema,
  productSchema,
  stateConfigSchema,
  stateRatesSchema,
  unitsFileSchema,
  zipCountyTableSchema,
  zipFileSchema,
} from '../../schema/index.ts';
import {
  type Reader,
  type SchemaKind,
  provideReaderSchemas,
  readCheckedWith,
  schemaKindOf,
} from './generated-reader.ts';
import type { CheckedRecord } from './checked-record.ts';

export * from './generated-reader.ts';

const SCHEMAS: Record<SchemaKind, (scope: string) => z.ZodType> = {
  product: () => productSchema,
  national: () => nationalFileSchema,
  stateRates: () => stateRatesSchema,
  hubConfig: () => hubConfigOutSchema,
  stateConfig: () => stateConfigSchema,
  nyc: () => nycFileSchema,
  facts: (scope) => factsFileSchemaFor(scope),
  constants: () => constantsFileSchema,
  content: () => contentFileSchema,
  history: () => historyFileSchema,
  caZipCounties: () => zipCountyTableSchema,
  allZips: () => allZipsSchema,
  units: () => unitsFileSchema,
  zips: () => zipFileSchema,
};

provideReaderSchemas((kind, scope) => SCHEMAS[kind](scope));

/** The schema the reader checks `file` with (relative to the root); undefined for a file it does not read. */
export function readerSchema(file: string): z.ZodType | undefined {
  const kind = schemaKindOf(file);
  return kind ? SCHEMAS[kind.kind](kind.scope) : undefined;
}

/** Reads and checks one file of generated/ with `schema` (generated-reader.ts readCheckedWith). */
export function readChecked<S extends z.ZodType>(
  read: Reader,
  file: string,
  schema: S,
  record?: CheckedRecord,
): z.output<S> | undefined {
  return readCheckedWith(read, file, () => schema as z.ZodType<z.output<S>>, record);
}

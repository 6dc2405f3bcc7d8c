// The schemas of generated/ load with zod, a tenth of a second of every build thread's start. A file
// on record as checked (checked-record.ts) is only parsed, so a build whose every file is on record
// never needs them: the files' digests are known before any is read (the stamp's read on the main
// thread, the main thread's digests on a page renderer). One not on record loads them first.
import { type CheckedRecord, checkedRecord } from '../pipeline/shared/checked-record.ts';
import { readerPrepared, readerSchemasLoaded, schemaKindOf } from '../pipeline/shared/generated-reader.ts';

/**
 * The record of checked files under `root`, with the schemas loaded if a file among `digests` (generated/ path →
 * sha256 of its bytes) is one the reader checks and the record does not vouch for its bytes; without digests, loaded.
 */
export async function readerChecks(
  root: string,
  digests?: Iterable<readonly [file: string, sha: string]>,
): Promise<CheckedRecord> {
  const record = checkedRecord(root);
  if (readerSchemasLoaded()) return record;
  const unvouched = (all: Iterable<readonly [string, string]>) => {
    for (const [file, sha] of all) if (schemaKindOf(file) && !record.vouches(file, sha)) return true;
    return false;
  };
  if (!digests || unvouched(digests)) await import('../pipeline/shared/generated-data.ts');
  else readerPrepared();
  return record;
}

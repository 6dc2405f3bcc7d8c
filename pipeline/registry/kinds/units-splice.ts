// One unit's new rate changes one county of its state's units file, yet planning the file took a tenth of a second of
// each unit's import: every county serialized, encoded and digested to find the one that differed. Each county's
// units are made from that county's rows of each year's table, its units' own exemptions, the product year and the
// code (emit/unit-years.ts, emit/units.ts); so a county whose inputs are as at the last emit has the bytes it had
// then. They are taken from the file on disk when that file is the one the last emit planned (by its digest), the
// other counties written anew, and the file is planned as bytes: made as text, the 4 MB would have to be decoded.
// Kept in .cache/units-text/ under the running code's name; run from the sources (no code name), nothing is kept
// or taken, and every county is written.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import type { LocalExemptions } from '../../../schema/index.ts';
import { entryRanges } from '../../shared/entry-digests.ts';
import { toRecordJson } from '../../shared/format.ts';
import { runningCode } from '../../shared/running-code.ts';
import { memoKeyOf } from '../table-memo.ts';
import type { UnitsByYear } from '../../emit/unit-years.ts';

const DIR = '.cache/units-text';
const VERSION = 1;

/** What the last emit planned: the sha256 of the file's bytes, and each county's inputs' key. */
export interface PlannedUnits {
  version: number;
  file: string;
  keys: Record<string, string>;
}

/** The sha256 of a text's UTF-8 bytes, or of bytes. */
export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/**
 * Each county's inputs, as one key: the code, the state and product year, the county's units of each year up to it
 * (for a table checked as a whole and kept, table-memo.ts, that table's memo key, which names its bytes), and its
 * units' own exemptions. Undefined run from the sources.
 */
export function countyKeys(
  state: string,
  byYear: UnitsByYear,
  productYear: number,
  local: ReadonlyMap<string, LocalExemptions>,
): Record<string, string> | undefined {
  const code = runningCode();
  if (code === undefined) return undefined;
  const years = [...byYear.keys()].filter((y) => y <= productYear).sort((a, b) => a - b);
  const counties = new Set<string>();
  for (const year of years) for (const fips of Object.keys(byYear.get(year)!)) counties.add(fips);
  const localOf = new Map<string, [string, LocalExemptions][]>();
  for (const [key, exemptions] of local) {
    const fips = key.slice(0, key.indexOf('/'));
    const list = localOf.get(fips);
    if (list) list.push([key, exemptions]);
    else localOf.set(fips, [[key, exemptions]]);
  }
  const head = `${VERSION}\0${code}\0${state}\0${productYear}\0${years.join(',')}`;
  const tables = years.map((year) => {
    const table = byYear.get(year)!;
    return { table, kept: memoKeyOf(table) };
  });
  const keys: Record<string, string> = {};
  for (const fips of counties) {
    const h = createHash('sha256').update(head);
    for (const { table, kept } of tables)
      h.update(kept === undefined ? `\0rows\0${JSON.stringify(table[fips] ?? null)}` : `\0table\0${kept}`);
    h.update(`\0local\0${JSON.stringify(localOf.get(fips) ?? [])}`);
    keys[fips] = h.digest('hex');
  }
  return keys;
}

const memoPath = (root: string, state: string): string => join(root, DIR, `${state}.json`);

/** What the last emit under this code planned for the state's units file, if it kept it. */
export function plannedUnits(root: string, state: string): PlannedUnits | undefined {
  try {
    const stored = JSON.parse(readFileSync(memoPath(root, state), 'utf8')) as PlannedUnits;
    return stored.version === VERSION && typeof stored.file === 'string' && typeof stored.keys === 'object'
      ? stored
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps what this emit plans for the state's units file: the digest of its bytes, and the counties' keys. */
export function keepPlannedUnits(root: string, state: string, sha: string, keys: Record<string, string>): void {
  const file = memoPath(root, state);
  const aside = `${file}.tmp-${process.pid}-${threadId}`;
  try {
    mkdirSync(join(root, DIR), { recursive: true });
    writeFileSync(aside, JSON.stringify({ version: VERSION, file: sha, keys } satisfies PlannedUnits));
    renameSync(aside, file);
  } catch {
    // Not kept: the next import writes every county, nothing else.
  }
}

const COMMA = Buffer.from(',');
/** What follows the counties in a units file as toRecordJson writes it: they are its last field. */
const CLOSE = '\n  }\n}\n';

/** A county's entry as toRecordJson writes it in a units file: its line break, key and units. */
function countyEntry(fips: string, units: unknown): string {
  const text = toRecordJson({ counties: { [fips]: units } });
  return text.slice(text.indexOf('\n    "'), text.length - CLOSE.length);
}

/**
 * The units file's bytes as toRecordJson writes `file`: each county whose key is the one `planned` holds taken from
 * `before` (the file on disk, whose sha256 is `beforeSha`, when it is the file planned then), the others written
 * anew; undefined where `before` is another file, or its counties, or the text around them, are not the new file's.
 */
export function splicedUnits(
  file: { counties: Record<string, unknown> },
  before: Buffer,
  beforeSha: string | undefined,
  keys: Readonly<Record<string, string>>,
  planned: PlannedUnits | undefined,
): { bytes: Buffer; sha: string; changed: string[] } | undefined {
  if (!planned || beforeSha === undefined || planned.file !== beforeSha) return undefined;
  const ranges = entryRanges(before, 'counties');
  const names = Object.keys(file.counties);
  if (!ranges || ranges.entries.length !== names.length || ranges.entries.some((e, i) => e.key !== names[i]))
    return undefined;
  // The fields before the counties, as they are now, and what follows them, as toRecordJson writes it.
  const shell = toRecordJson({ ...file, counties: {} });
  const open = shell.length - `{}${CLOSE.slice(4)}`.length;
  if (shell.slice(open) !== `{}${CLOSE.slice(4)}`) return undefined;
  const head = Buffer.from(shell.slice(0, open + 1));
  const tail = before.subarray(ranges.close);
  if (!head.equals(before.subarray(0, ranges.open)) || tail.toString('utf8') !== CLOSE) return undefined;
  const parts: Buffer[] = [head];
  const changed: string[] = [];
  ranges.entries.forEach(({ key, start, end }, i) => {
    if (i > 0) parts.push(COMMA);
    if (keys[key] !== undefined && planned.keys[key] === keys[key]) parts.push(before.subarray(start, end));
    else {
      changed.push(key);
      parts.push(Buffer.from(countyEntry(key, file.counties[key]), 'utf8'));
    }
  });
  parts.push(tail);
  const bytes = Buffer.concat(parts);
  return { bytes, sha: sha256(bytes), changed };
}

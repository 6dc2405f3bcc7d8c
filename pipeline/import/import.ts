// `rates import`: a maintainer's new table goes in whole or not at all. It is checked in the
// context of every other source (as if already in place), and only when everything — the new
// table, the re-emitted generated/ files and the diff report — is ready is anything written.
// With --partial the file is merged into the table already stored for that year.
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { StateCode } from '../../schema/codes.ts';
import { type Result, fail, ok } from '../result.ts';
import { rel } from '../paths.ts';
import { normalizeText, parseCsv } from '../ingest/ingest.ts';
import { loadSources, readProduct, type Sources } from '../registry/load.ts';
import { applyChanges, planEmit } from '../registry/emit.ts';
import { importScope } from '../registry/plan.ts';
import type { KindId } from '../registry/index.ts';
import { resolveState } from '../emit/resolve.ts';
import { buildDiff } from '../diff/diff-files.ts';
import { readSourceText } from '../ingest/read-text.ts';
import type { FileWrite } from '../shared/journal.ts';
import { decodeUtf8 } from '../ingest/utf8.ts';
import { RATE_COLUMNS } from '../validate/schemas.ts';
import { mergeTables } from './merge-table.ts';
import { firstFew } from '../validate/rate-table.ts';
import { sourceYearWarnings } from './import-warnings.ts';

export interface ImportOptions {
  root: string;
  /** The CSV to import, as the user gave it (relative to the working directory); also its name in messages. */
  file: string;
  state: StateCode;
  year: number;
  partial?: boolean;
}

export interface ImportOutcome {
  verdict: string;
  /** With --partial: which counties were added to and which replaced in the stored table. */
  merge: string | null;
  /** Allowed but suspicious rows, one line each, printed after the verdict. */
  warnings: string[];
  /** Summary of the diff against the newest earlier table, if there is one. */
  diffSummary: string | null;
  /** Paths relative to the root that were written or removed. */
  changed: string[];
}

const counties = (n: number) => `${n} ${n === 1 ? 'county' : 'counties'}`;

interface Staged {
  sources: Sources;
  content: string;
  merge: string | null;
}

/** Checks the file as given (its own line numbers in messages), then, with --partial, the merged table. */
async function stage(
  o: ImportOptions,
  text: string,
  only: Set<KindId> | undefined,
  digests: ReadonlyMap<string, string>,
): Promise<Result<Staged>> {
  const path = rel.rateTable(o.state, o.year);
  const own = await loadSources(o.root, {
    replace: { kind: 'rates', path, text, file: o.file, partial: o.partial ?? false },
    only,
    digests,
  });
  if (!own.ok) return own;
  const content = normalizeText(text);
  if (!o.partial)
    return ok({ sources: own.value, content: content.endsWith('\n') ? content : `${content}\n`, merge: null });
  const storedText = await readSourceText(join(o.root, path), path);
  if (storedText && !storedText.ok) return storedText;
  const stored = storedText === undefined ? null : parseCsv(storedText.value, path, RATE_COLUMNS);
  if (stored && !stored.ok) return stored;
  const incoming = parseCsv(text, o.file, RATE_COLUMNS);
  if (!incoming.ok) return incoming;
  const merged = mergeTables(stored?.value ?? null, incoming.value);
  const all = await loadSources(o.root, {
    replace: { kind: 'rates', path, text: merged.text, file: `${path} (merged with ${o.file})`, partial: true },
    only,
    digests,
  });
  if (!all.ok) return all;
  const parts = [
    `added ${counties(merged.added.length)}${merged.added.length ? ` (${firstFew(merged.added)})` : ''}`,
    `replaced ${merged.replaced.length}${merged.replaced.length ? ` (${firstFew(merged.replaced)})` : ''}`,
  ];
  return ok({
    sources: all.value,
    content: merged.text,
    merge: `Merged into ${path}: ${parts.join(', ')}; the table now has ${counties(merged.rows)}`,
  });
}

/** The first year a rate table can be for: the oldest series the product keeps starts in 2000. */
export const FIRST_TABLE_YEAR = 2000;
/** Far above any state's table (Texas, the largest, is about 50 KB), far below what memory allows. */
export const MAX_IMPORT_BYTES = 100 * 1024 * 1024;

export async function checkYear(o: ImportOptions): Promise<Result<number>> {
  const product = await readProduct(o.root);
  if (!product.ok) return product;
  const last = product.value.productYear;
  if (Number.isInteger(o.year) && o.year >= FIRST_TABLE_YEAR && o.year <= last) return ok(last);
  return fail([
    {
      where: 'command line',
      message: `--year: expected a year from ${FIRST_TABLE_YEAR} to the product year ${last} (sources/product.json), found ${o.year}`,
    },
  ]);
}

/** The file as text: readable, not absurdly large, and UTF-8 (with or without a byte order mark). */
export async function readImportFile(file: string): Promise<Result<string>> {
  try {
    const { size } = await stat(resolve(file));
    if (size > MAX_IMPORT_BYTES) {
      return fail([
        {
          where: file,
          message: `file: expected a CSV file of at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB, found ${(size / 1024 / 1024).toFixed(1)} MB`,
        },
      ]);
    }
    return decodeUtf8(await readFile(resolve(file)), file);
  } catch (err) {
    return fail([
      {
        where: file,
        message: `file: expected a readable CSV file, found ${(err as NodeJS.ErrnoException).code ?? String(err)}`,
      },
    ]);
  }
}

export async function importRates(o: ImportOptions): Promise<Result<ImportOutcome>> {
  const year = await checkYear(o);
  if (!year.ok) return year;
  const read = await readImportFile(o.file);
  if (!read.ok) return read;
  const text = read.value;
  // Only what a change to this kind reaches is read and planned again (pipeline/registry/plan.ts).
  const scope = await importScope(o.root, 'rates', [rel.rateTable(o.state, o.year)]);
  const staged = await stage(o, text, scope.only, scope.hashes);
  if (!staged.ok) return staged;
  const { sources: s, content, merge } = staged.value;
  const { productYear } = s.product;
  const path = rel.rateTable(o.state, o.year);
  const changes = await planEmit(o.root, s, { ...scope, sourceWrites: [{ path, content }] });
  if (!changes.ok) return changes;

  const tables = s.rates[o.state]!;
  const previous = [...tables.keys()].filter((y) => y < o.year).sort((a, b) => b - a)[0];
  const diff = previous === undefined ? null : buildDiff(s, { state: o.state, from: previous, to: o.year });
  if (diff && !diff.ok) return diff;

  const extra: FileWrite[] = [{ path, content }, ...(diff?.value.files ?? [])];
  // Emit may plan the same diff report (product-year pair); the import's copy is written once.
  const writes = changes.value.writes.filter((w) => !extra.some((f) => f.path === w.path));
  await applyChanges(o.root, { ...changes.value, writes }, extra);

  const resolved = resolveState(o.state, tables, productYear, s.national);
  const all = resolved.ok ? resolved.value : [];
  const official = all.filter((c) => c.status === 'official').length;
  const parsed = parseCsv(text, o.file, RATE_COLUMNS);
  const imported = parsed.ok ? parsed.value.rows.length : 0;
  return ok({
    verdict: `Imported ${counties(imported)} for ${o.state.toUpperCase()} ${o.year} (${official} official, ${all.length - official} still estimates)`,
    merge,
    warnings: parsed.ok ? sourceYearWarnings(parsed.value, o.year) : [],
    diffSummary: diff?.value.summary ?? null,
    changed: [...extra.map((f) => f.path), ...writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}

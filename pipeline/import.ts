// `rates import`: a maintainer's new table goes in whole or not at all. It is checked in the
// context of every other source (as if already in place), and only when everything — the new
// table, the re-emitted generated/ files and the diff report — is ready is anything written.
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import type { StateCode } from '../site/calc/types.ts';
import { type Result, fail, ok } from './result.ts';
import { rel } from './paths.ts';
import { normalizeText } from './ingest.ts';
import { loadSources } from './load-sources.ts';
import { applyChanges, planEmit } from './emit.ts';
import { resolveState } from './resolve.ts';
import { buildDiff } from './diff-files.ts';
import type { FileWrite } from './fs-atomic.ts';

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
  /** Summary of the diff against the newest earlier table, if there is one. */
  diffSummary: string | null;
  /** Paths relative to the root that were written or removed. */
  changed: string[];
}

export async function importRates(o: ImportOptions): Promise<Result<ImportOutcome>> {
  let text: string;
  try {
    text = await readFile(resolve(o.file), 'utf8');
  } catch (err) {
    return fail([{ where: o.file, message: `file: expected a readable CSV file, found ${(err as NodeJS.ErrnoException).code ?? String(err)}` }]);
  }
  const override = { state: o.state, year: o.year, text, file: o.file, partial: o.partial ?? false };
  const loaded = await loadSources(o.root, override);
  if (!loaded.ok) return loaded;
  const s = loaded.value;
  const { productYear } = s.product;
  if (o.year > productYear) {
    return fail([{ where: 'command line', message: `--year: expected a year up to the product year ${productYear} (sources/product.json), found ${o.year}` }]);
  }
  const changes = await planEmit(o.root, s);
  if (!changes.ok) return changes;

  const tables = s.rates[o.state]!;
  const previous = [...tables.keys()].filter((y) => y < o.year).sort((a, b) => b - a)[0];
  const diff = previous === undefined ? null : buildDiff(s, { state: o.state, from: previous, to: o.year });
  if (diff && !diff.ok) return diff;

  let content = normalizeText(text);
  if (!content.endsWith('\n')) content += '\n';
  const extra: FileWrite[] = [{ path: rel.rateTable(o.state, o.year), content }, ...(diff?.value.files ?? [])];
  await applyChanges(o.root, changes.value, extra);

  const resolved = resolveState(o.state, tables, productYear, s.national);
  const counties = resolved.ok ? resolved.value : [];
  const official = counties.filter((c) => c.status === 'official').length;
  const n = tables.get(o.year)!.length;
  return ok({
    verdict: `Imported ${n} counties for ${o.state.toUpperCase()} ${o.year} (${official} official, ${counties.length - official} still estimates)`,
    diffSummary: diff?.value.summary ?? null,
    changed: [...extra.map((f) => f.path), ...changes.value.writes.map((w) => w.path), ...changes.value.removals].sort(),
  });
}

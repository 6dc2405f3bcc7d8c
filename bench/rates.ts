// Timings of the rate pipeline on the real sources, each run on a fresh temporary copy and
// repeated; the median is reported against a budget. Wired into `npm run bench` by bench/run.ts.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCsv } from '../pipeline/ingest/ingest.ts';
import { checkNational } from '../pipeline/validate/national.ts';
import { NATIONAL_COLUMNS } from '../pipeline/validate/schemas.ts';
import { toJson, fmtCount } from '../pipeline/shared/format.ts';
import { commitFiles } from '../pipeline/shared/journal.ts';
import { importRates } from '../pipeline/import/import.ts';
import { importUnits } from '../pipeline/import/unit-import.ts';
import { writeFileSync } from 'node:fs';
import { STATES } from '../pipeline/paths.ts';
import { median } from '../pipeline/shared/format.ts';

const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RUNS = 5;

/** A copy of sources/, and with `emitted` of generated/ too (a working copy as a maintainer has it). */
function freshRoot(emitted: boolean): string {
  const root = mkdtempSync(join(tmpdir(), 'rates-bench-'));
  cpSync(join(REPO, 'sources'), join(root, 'sources'), { recursive: true });
  if (emitted) cpSync(join(REPO, 'generated'), join(root, 'generated'), { recursive: true });
  return root;
}

async function timed(run: (root: string) => Promise<void>, emitted = false): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const root = freshRoot(emitted);
    try {
      const t0 = performance.now();
      await run(root);
      times.push(performance.now() - t0);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }
  return median(times)!;
}

function line(what: string, ms: number, budget: number): string {
  const verdict = ms <= budget ? 'OK' : 'OVER BUDGET';
  return `rates: ${what.padEnd(34)} import+validate+emit  ${String(Math.round(ms)).padStart(5)} ms  (budget ${budget} ms)  ${verdict}`;
}

/** The national table alone: parse, validate and write us.json. */
async function national(root: string): Promise<void> {
  const text = readFileSync(join(root, 'sources/national/counties.csv'), 'utf8');
  const table = parseCsv(text, 'sources/national/counties.csv', NATIONAL_COLUMNS);
  if (!table.ok) throw new Error('national table does not parse');
  const { counties, issues } = checkNational(table.value);
  if (issues.length) throw new Error('national table does not validate');
  await commitFiles(root, [{ path: 'generated/rates/us.json', content: toJson({ counties }) }]);
}

export async function benchRates(): Promise<void> {
  const rows = readFileSync(join(REPO, 'sources/national/counties.csv'), 'utf8').trim().split('\n').length - 1;
  console.log(line(`national table ${fmtCount(rows)} rows`, await timed(national), 300));
  for (const state of STATES) {
    // A whole state's 2025 table imported as the 2026 table into a working copy whose generated/ is
    // current: reads what county rates reach, re-emits what they make and writes the diff.
    const file = join(REPO, `sources/rates/${state}/2025.csv`);
    const n = readFileSync(file, 'utf8').trim().split('\n').length - 1;
    const ms = await timed(async (root) => {
      const r = await importRates({ root, file, state, year: 2026 });
      if (!r.ok) throw new Error(`${state} import failed: ${r.errors[0]?.message}`);
    }, true);
    console.log(line(`${state.toUpperCase()} ${n} counties (emitted copy)`, ms, 500));
  }
  // One Texas unit's new rate (rates import --units): the common case from August to October, into a
  // working copy whose generated/ is current, so only what the units reach is read and planned again.
  const ms = await timed(async (root) => {
    const file = join(root, 'one-unit.csv');
    writeFileSync(
      file,
      'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austin,0.579948,adopted,City of Austin,,2026-11-26\n',
    );
    const r = await importUnits({ root, file, state: 'tx', year: 2026 });
    if (!r.ok) throw new Error(`unit import failed: ${r.errors[0]?.message}`);
  }, true);
  console.log(line('TX one unit (--units, emitted copy)', ms, 500));
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) await benchRates();

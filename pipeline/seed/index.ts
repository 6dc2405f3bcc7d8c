import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { KnownError } from '../shared/errors.ts';
import { seedCalifornia } from './california.ts';
import { seedFlorida } from './florida.ts';
import { seedHistory } from './history.ts';
import { seedNational, seedNational2022 } from './national.ts';
import { nycClassRatesCsv, seedNewYork } from './new-york.ts';
import { seedNewYorkUnits } from './new-york-units.ts';
import { newYorkUnitTable, texasUnitTable } from './unit-table.ts';
import { missingSpanish } from './remarks-es.ts';
import { rateCsv, seedTexasCounties, seedTexasUnits } from './texas.ts';

/**
 * The seeded files of sources/ that no longer hold what the seed writes: rate imports have changed
 * them since (a unit's status and source address, a newer table), and seeding again would lose that.
 */
export function changedSinceSeed(files: ReadonlyMap<string, string>, sourcesDir: string): string[] {
  return [...files]
    .filter(([rel, text]) => {
      const path = join(sourcesDir, rel);
      return existsSync(path) && readFileSync(path, 'utf8') !== text;
    })
    .map(([rel]) => rel);
}

/**
 * Converts a folder of source data (the one named on the command line) into the project's sources/: the one-time
 * import every later rate import builds on.
 */
export function seedSources(dataDir: string, sourcesDir: string, opts: { force?: boolean } = {}): Map<string, string> {
  return writeSeed(seedFiles(dataDir), sourcesDir, opts);
}

/** Writes what the seed made, refusing (writing nothing) where a seeded file has changed since, unless forced. */
export function writeSeed(
  files: Map<string, string>,
  sourcesDir: string,
  opts: { force?: boolean } = {},
): Map<string, string> {
  const changed = opts.force ? [] : changedSinceSeed(files, sourcesDir);
  if (changed.length)
    throw new KnownError(
      'SeedRefused',
      `sources seed: expected only files that still hold what the seed wrote, found ${changed.length} changed since (${changed.map((r) => `sources/${r}`).join(', ')}); nothing was written. Pass --force to overwrite them and lose those changes, or seed into another --root`,
    );
  for (const [rel, text] of files) {
    const path = join(sourcesDir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
  }
  return files;
}

/** What the seed writes, by path under sources/, without writing it. */
export function seedFiles(dataDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const { csv, rows } = seedNational(dataDir);
  files.set('national/counties.csv', csv);
  files.set('national/counties-acs2022.csv', seedNational2022(dataDir));
  const national = new Map(rows.map((r) => [r.fips!, r]));

  const units = seedTexasUnits(dataDir);
  files.set('units/tx/2025.csv', texasUnitTable(units, 2025));
  files.set('rates/tx/2025.csv', rateCsv(seedTexasCounties(units, national)));
  files.set('rates/fl/2024.csv', rateCsv(seedFlorida(dataDir, 2024, national)));
  files.set('rates/fl/2025.csv', rateCsv(seedFlorida(dataDir, 2025, national)));
  files.set('rates/ca/2025.csv', rateCsv(seedCalifornia(dataDir, national)));
  files.set('rates/ny/2025.csv', rateCsv(seedNewYork(dataDir, national)));
  files.set('nyc/class-rates.csv', nycClassRatesCsv(dataDir));
  files.set('units/ny/2024.csv', newYorkUnitTable(seedNewYorkUnits(dataDir, national)));
  for (const [name, text] of seedHistory(dataDir)) files.set(`history/${name}`, text);
  const untranslated = missingSpanish();
  if (untranslated.length) {
    throw new Error(
      `seed: ${untranslated.length} remarks have no Spanish in pipeline/seed/remarks-es.ts:\n${untranslated.map((t) => JSON.stringify(t)).join('\n')}`,
    );
  }

  return files;
}

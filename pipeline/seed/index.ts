import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { seedCalifornia } from './california.ts';
import { seedFlorida } from './florida.ts';
import { seedHistory } from './history.ts';
import { seedNational, seedNational2022 } from './national.ts';
import { nycClassRatesCsv, seedNewYork } from './new-york.ts';
import { newYorkUnitsCsv, seedNewYorkUnits } from './new-york-units.ts';
import { missingSpanish } from './remarks-es.ts';
import { rateCsv, seedTexasCounties, seedTexasUnits, texasUnitsCsv } from './texas.ts';

/** Converts ../shared/data into the project's sources/: the one-time import that every later rate import builds on. */
export function seedSources(dataDir: string, sourcesDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const { csv, rows } = seedNational(dataDir);
  files.set('national/counties.csv', csv);
  files.set('national/counties-acs2022.csv', seedNational2022(dataDir));
  const national = new Map(rows.map((r) => [r.fips!, r]));

  const units = seedTexasUnits(dataDir);
  files.set('units/tx/2025.csv', texasUnitsCsv(units));
  files.set('rates/tx/2025.csv', rateCsv(seedTexasCounties(units, national)));
  files.set('rates/fl/2024.csv', rateCsv(seedFlorida(dataDir, 2024, national)));
  files.set('rates/fl/2025.csv', rateCsv(seedFlorida(dataDir, 2025, national)));
  files.set('rates/ca/2025.csv', rateCsv(seedCalifornia(dataDir, national)));
  files.set('rates/ny/2025.csv', rateCsv(seedNewYork(dataDir, national)));
  files.set('nyc/class-rates.csv', nycClassRatesCsv(dataDir));
  files.set('units/ny/2024.csv', newYorkUnitsCsv(seedNewYorkUnits(dataDir, national)));
  for (const [name, text] of seedHistory(dataDir)) files.set(`history/${name}`, text);
  const untranslated = missingSpanish();
  if (untranslated.length) {
    throw new Error(
      `seed: ${untranslated.length} remarks have no Spanish in pipeline/seed/remarks-es.ts:\n${untranslated.map((t) => JSON.stringify(t)).join('\n')}`,
    );
  }

  for (const [rel, text] of files) {
    const path = join(sourcesDir, rel);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(`${path}.tmp`, text);
    renameSync(`${path}.tmp`, path);
  }
  return files;
}

import { readFileSync } from 'node:fs';
import { parseCsv } from '../pipeline/ingest/ingest.ts';
import { UNIT_COLUMNS } from '../pipeline/validate/schemas.ts';
import { loadSources } from '../pipeline/ingest/load-sources.ts';
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  parseCsv(readFileSync('sources/units/tx/2025.csv', 'utf8'), 'x', UNIT_COLUMNS);
  const a = performance.now() - t;
  t = performance.now();
  await loadSources('.');
  console.log(Math.round(a), Math.round(performance.now() - t));
}

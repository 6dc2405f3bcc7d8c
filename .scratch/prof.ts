import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importUnits } from '../pipeline/import/unit-import.ts';
import { importRates } from '../pipeline/import/import.ts';
for (let i = 0; i < 4; i++) {
  const root = mkdtempSync(join(tmpdir(), 'p-'));
  cpSync('sources', join(root, 'sources'), { recursive: true });
  const file = join(root, 'one.csv');
  writeFileSync(file, 'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austin,0.579948,adopted,City of Austin,,2026-11-26\n');
  let t = performance.now();
  const r = await importUnits({ root, file, state: 'tx', year: 2026 });
  const a = performance.now() - t;
  const root2 = mkdtempSync(join(tmpdir(), 'p-'));
  cpSync('sources', join(root2, 'sources'), { recursive: true });
  t = performance.now();
  await importRates({ root: root2, file: 'sources/rates/tx/2025.csv', state: 'tx', year: 2026 });
  console.log(r.ok, Math.round(a), Math.round(performance.now() - t));
}

// Issue #24: `rates import` of about 120,000 bad rows (a 10.8 MB file) died with "Maximum call stack size exceeded"
// and no problem list: every row's problems were spread into one push. Now: the first 100 problems, the count of the
// rest, exit 1, and nothing written.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { emit } from '../../pipeline/registry/emit.ts';
import { cleanupRoots, tempRoot } from '../unit/pipeline/helpers.ts';
import { committed, run } from './helpers.ts';

afterAll(cleanupRoots);

const HEADER =
  'fips,county_name,slug,kind,basis,rate_pct,school_pct,county_pct,city_pct,special_pct,source,source_year,confidence,derived,note,note_es';
const ROWS = 120_000;

describe('rates import of a large bad file', () => {
  it('prints the first 100 problems and the count, exits 1 and writes nothing', async () => {
    const root = tempRoot();
    if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
    const before = committed(root);
    // Each row names a county the national table does not have and a rate that is not a number: two problems a row.
    const lines = [HEADER];
    for (let i = 0; i < ROWS; i++)
      lines.push(
        `${90_000 + i},Nowhere County ${i},nowhere-${i},nominal,taxable-value,abc,1,0.5,0,0,Texas Comptroller PTAD 2026 rates,2026,high,0,,`,
      );
    const file = join(root, 'bad.csv');
    writeFileSync(file, `${lines.join('\n')}\n`);
    const exit = await run(['rates', 'import', file, '--state', 'tx', '--year', '2026', '--root', root]);
    expect(exit.stderr).not.toContain('Maximum call stack');
    expect(exit.code).toBe(1);
    const printed = exit.stderr.trimEnd().split('\n');
    const problems = printed.filter((l) => l.startsWith(`${file}:`));
    expect(problems).toHaveLength(100);
    expect(problems[0]).toContain(`${file}:2:1 fips: expected a TX county of the national table, found "90000"`);
    // Two problems a row, and whatever the table as a whole lacks: the count covers them all.
    // The count, then what closes every refused import: the total and the hint (pipeline/shared/errors.ts).
    const rest = Number(/^… and (\d+) more problems: the first 100 are above\.$/.exec(printed.at(-3) ?? '')?.[1]);
    expect(rest).toBeGreaterThanOrEqual(2 * ROWS - 100);
    expect(printed.at(-2)).toBe(`${rest + 100} problems; nothing was written.`);
    expect(printed.at(-1)).toMatch(/^hint: Fix each problem at the file:line:column shown/);
    expect(committed(root)).toEqual(before);
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { importRates } from '../../../pipeline/import/import.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { cleanupRoots, hashTree, read, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const OK = 'tests/fixtures/import-ok';
const statuses = (root: string) =>
  Object.fromEntries(
    JSON.parse(read(root, 'generated/rates/tx.json')).counties.map(
      (c: { slug: string; status: string; tableYear: number }) => [c.slug, `${c.status} ${c.tableYear}`],
    ),
  );

async function emittedRoot() {
  const root = tempRoot();
  if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
  return root;
}

describe('rates import', () => {
  it('with --partial flips exactly the imported counties to official and leaves the rest as estimates', async () => {
    const root = await emittedRoot();
    const r = await importRates({ root, file: `${OK}/partial.csv`, state: 'tx', year: 2026, partial: true });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.verdict).toBe('Imported 2 counties for TX 2026 (2 official, 2 still estimates)');
    expect(statuses(root)).toEqual({
      anderson: 'estimate 2025',
      dallas: 'estimate 2025',
      harris: 'official 2026',
      travis: 'official 2026',
    });
    // Stored sorted by FIPS and re-serialised: quotes only where a field needs them.
    expect(read(root, 'sources/rates/tx/2026.csv')).toBe(
      readFileSync(`${OK}/partial.csv`, 'utf8').replace(
        '"Rose after the 2026 bond election"',
        'Rose after the 2026 bond election',
      ),
    );
    expect(r.value.merge).toBe(
      'Merged into sources/rates/tx/2026.csv: added 2 counties (48201 Harris County, 48453 Travis County), replaced 0; the table now has 2 counties',
    );
    expect((await emit(root, { check: true })).ok).toBe(true);
  });

  it('a second --partial import adds to the first instead of undoing it', async () => {
    const root = await emittedRoot();
    const first = await importRates({ root, file: `${OK}/partial.csv`, state: 'tx', year: 2026, partial: true });
    expect(first.ok).toBe(true);
    const second = await importRates({
      root,
      file: `${OK}/anderson-dallas.csv`,
      state: 'tx',
      year: 2026,
      partial: true,
    });
    if (!second.ok) throw new Error(second.errors.map(formatIssue).join('\n'));
    expect(second.value.verdict).toBe('Imported 2 counties for TX 2026 (4 official, 0 still estimates)');
    expect(second.value.merge).toBe(
      'Merged into sources/rates/tx/2026.csv: added 2 counties (48001 Anderson County, 48113 Dallas County), replaced 0; the table now has 4 counties',
    );
    expect(statuses(root)).toEqual({
      anderson: 'official 2026',
      dallas: 'official 2026',
      harris: 'official 2026',
      travis: 'official 2026',
    });
    expect(
      read(root, 'sources/rates/tx/2026.csv')
        .split('\n')
        .map((l) => l.slice(0, 5)),
    ).toEqual(['fips,', '48001', '48113', '48201', '48453', '']);
    expect((await emit(root, { check: true })).ok).toBe(true);
  });

  it('re-importing a county with --partial replaces its row and keeps the others', async () => {
    const root = await emittedRoot();
    expect((await importRates({ root, file: `${OK}/full.csv`, state: 'tx', year: 2026 })).ok).toBe(true);
    const r = await importRates({ root, file: `${OK}/harris-corrected.csv`, state: 'tx', year: 2026, partial: true });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.verdict).toBe('Imported 1 county for TX 2026 (4 official, 0 still estimates)');
    expect(r.value.merge).toBe(
      'Merged into sources/rates/tx/2026.csv: added 0 counties, replaced 1 (48201 Harris County); the table now has 4 counties',
    );
    const rates = Object.fromEntries(
      JSON.parse(read(root, 'generated/rates/tx.json')).counties.map((c: { slug: string; ratePct: number }) => [
        c.slug,
        c.ratePct,
      ]),
    );
    expect(rates).toEqual({ anderson: 1.52, dallas: 1.66, harris: 1.75, travis: 1.9 });
    const stored = read(root, 'sources/rates/tx/2026.csv');
    expect(stored.match(/^48201,.*$/gm)).toEqual([
      '48201,Harris County,harris,nominal,taxable-value,1.75,1.1,0.4,0,0.25,Texas Comptroller PTAD 2026 rates,2026,high,0,Corrected after the appraisal review board,Corregida después de la junta de revisión de tasaciones',
    ]);
    expect(read(root, 'generated/diffs/tx-2025-2026.md')).toContain('| Harris County | 48201 |');
  });

  it("warns, after the verdict, when a row's source_year does not mention the year imported", async () => {
    const root = await emittedRoot();
    const r = await importRates({ root, file: `${OK}/last-year.csv`, state: 'tx', year: 2026, partial: true });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.warnings).toEqual([
      `${OK}/last-year.csv:2:12 warning: source_year 2025 in a 2026 table: is this last year's rate?`,
    ]);
    const clean = await importRates({ root, file: `${OK}/partial.csv`, state: 'tx', year: 2026, partial: true });
    expect(clean.ok && clean.value.warnings).toEqual([]);
  });

  it('without --partial lists the missing counties and writes nothing', async () => {
    const root = await emittedRoot();
    const before = hashTree(root);
    const r = await importRates({ root, file: `${OK}/partial.csv`, state: 'tx', year: 2026 });
    expect(r.ok ? [] : r.errors.map(formatIssue)).toEqual([
      `${OK}/partial.csv:1:1 counties: expected all 4 TX counties of the national table, found 2; missing 2: 48001 Anderson County, 48113 Dallas County (use --partial to import only some)`,
    ]);
    expect(hashTree(root)).toEqual(before);
    expect(existsSync(join(root, 'sources/rates/tx/2026.csv'))).toBe(false);
  });

  it('imports a full table, re-emits generated/, writes the diff report and sums it up', async () => {
    const root = await emittedRoot();
    const r = await importRates({ root, file: `${OK}/full.csv`, state: 'tx', year: 2026 });
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    expect(r.value.verdict).toBe('Imported 4 counties for TX 2026 (4 official, 0 still estimates)');
    expect(r.value.diffSummary).toBe(
      'TX 2025 → 2026: 4 counties in both tables, 4 changed, 0 unchanged, 0 added, 0 not yet published (still 2025 estimates); 1 flagged (beyond ±10 %); median change +0.027609 pts (+1.79 %)',
    );
    expect(r.value.changed).toEqual([
      'generated/diffs/tx-2025-2026.json',
      'generated/diffs/tx-2025-2026.md',
      'generated/history/tx.json',
      'generated/rates/tx.json',
      'generated/sources.sha256',
      'sources/rates/tx/2026.csv',
    ]);
    expect(Object.values(statuses(root))).toEqual(['official 2026', 'official 2026', 'official 2026', 'official 2026']);
    expect(read(root, 'generated/diffs/tx-2025-2026.md')).toContain(
      '| Travis County | 48453 | 1.533568 | 1.90 | +0.366432 | +23.89 % | change beyond ±10 % |',
    );
  });

  it('accepts a BOM and CRLF silently and stores the table with them dropped', async () => {
    const root = await emittedRoot();
    const r = await importRates({ root, file: `${OK}/bom-crlf.csv`, state: 'tx', year: 2026 });
    expect(r.ok).toBe(true);
    expect(read(root, 'sources/rates/tx/2026.csv')).toBe(readFileSync(`${OK}/full.csv`, 'utf8'));
  });

  it('accepts only the required columns, in any order', async () => {
    const root = await emittedRoot();
    const r = await importRates({ root, file: `${OK}/required-only.csv`, state: 'tx', year: 2026 });
    expect(r.ok).toBe(true);
    const harris = JSON.parse(read(root, 'generated/rates/tx.json')).counties.find(
      (c: { slug: string }) => c.slug === 'harris',
    );
    expect(harris).toMatchObject({
      ratePct: 1.71,
      components: null,
      derived: false,
      method: 'published',
      remark: null,
      status: 'official',
    });
  });

  it('refuses a year after the product year and a file that does not exist, writing nothing', async () => {
    const root = await emittedRoot();
    const before = hashTree(root);
    const late = await importRates({ root, file: `${OK}/full.csv`, state: 'tx', year: 2027 });
    expect(late.ok ? [] : late.errors.map(formatIssue)).toEqual([
      'command line --year: expected a year from 2000 to the product year 2026 (sources/product.json), found 2027',
    ]);
    const none = await importRates({ root, file: `${OK}/nope.csv`, state: 'tx', year: 2026 });
    expect(none.ok ? [] : none.errors.map(formatIssue)).toEqual([
      `${OK}/nope.csv file: expected a readable CSV file, found ENOENT`,
    ]);
    expect(hashTree(root)).toEqual(before);
  });
});

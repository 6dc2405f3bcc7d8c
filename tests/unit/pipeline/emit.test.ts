import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import { emit } from '../../../pipeline/registry/emit.ts';
import { loadSiteData } from '../../../generator/data.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { REAL_SOURCES, cleanupRoots, hashTree, read, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

async function emitted(root: string) {
  const r = await emit(root);
  if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
  return r.value;
}

function generatedHashes(root: string) {
  return Object.fromEntries(Object.entries(hashTree(root)).filter(([p]) => p.startsWith('generated/')));
}

describe('emit: generated/ from sources/', () => {
  it('is deterministic: emitting twice, or into another root, gives byte-identical files', async () => {
    const a = tempRoot(),
      b = tempRoot();
    await emitted(a);
    const first = generatedHashes(a);
    const again = await emitted(a);
    expect(again.writes).toEqual([]);
    expect(generatedHashes(a)).toEqual(first);
    await emitted(b);
    expect(generatedHashes(b)).toEqual(first);
  });

  it('writes sorted, typed records: estimates from 2025, units county → city → school → special', async () => {
    const root = tempRoot();
    await emitted(root);
    const tx = JSON.parse(read(root, 'generated/rates/tx.json'));
    expect(tx.productYear).toBe(2026);
    expect(tx.counties.map((c: { slug: string }) => c.slug)).toEqual(['anderson', 'dallas', 'harris', 'travis']);
    expect(
      new Set(tx.counties.map((c: { status: string; tableYear: number }) => `${c.status}/${c.tableYear}`)),
    ).toEqual(new Set(['estimate/2025']));
    const units = JSON.parse(read(root, 'generated/units/tx.json')).counties;
    const harris = units['48201'].map((u: { type: string; name: string }) => `${u.type}:${u.name}`);
    expect(harris).toEqual([
      'county:Harris County',
      'city:Houston',
      'school:Houston ISD',
      'special:Addicks Utility District',
      'special:Baker Road MUD',
      'special:Grand Northwest MMD',
      'special:Harris Co Department of Education Dist',
      'special:Harris County FCD',
    ]);
    expect(units['48201'].find((u: { name: string }) => u.name === 'Grand Northwest MMD').ratePct).toBeNull();
    expect(read(root, 'generated/rates/tx.json').endsWith('}\n')).toBe(true);
    expect(
      JSON.parse(read(root, 'generated/rates/ny.json')).counties.some((c: { nycClass?: boolean }) => c.nycClass),
    ).toBe(true);
  });

  it('gives every state one average: the median county effective rate of the national table, and says how', async () => {
    const root = tempRoot();
    await emitted(root);
    const ny = JSON.parse(read(root, 'generated/config/ny.json'));
    // Mini national table, NY effective rates: 1.765 1.029 0.705 0.917 0.870 0.925 → median 0.921 → 0.92
    expect(ny.stats.averageRatePct).toBe(0.92);
    expect(ny.stats.averageRateCounties).toBe(6);
    expect(ny.stats.averageRateNote).toMatch(/^Median of the effective rates .* of 6 counties/);
    // Texas too: the same measure as the hub, not a typed-in figure.
    const tx = JSON.parse(read(root, 'generated/config/tx.json'));
    expect(tx.stats.averageRateNote).toMatch(/^Median of the effective rates/);
  });

  it('writes JSON only: no TypeScript twins (the checked reader gives every consumer typed data)', async () => {
    const root = tempRoot();
    const { writes } = await emitted(root);
    expect(writes.filter((w) => w.path.endsWith('.ts'))).toEqual([]);
    // A twin left from an older emit is removed, as any file sources/ no longer give.
    writeFileSync(join(root, 'generated/rates/tx.ts'), 'export const TX_RATES = {};\n');
    expect((await emitted(root)).removals).toEqual(['generated/rates/tx.ts']);
  });

  it('emits JSON that validates against its JSON Schema (real sources)', async () => {
    const root = tempRoot(REAL_SOURCES);
    await emitted(root);
    const ajv = new Ajv({ allErrors: true });
    const schema = (name: string) => ajv.compile(JSON.parse(read(root, `generated/schema/${name}`)));
    const checks: [string, ReturnType<typeof schema>][] = [];
    const rates = schema('state-rates.schema.json'),
      config = schema('state-config.schema.json');
    for (const f of readdirSync(join(root, 'generated/rates')).filter((f) => f.endsWith('.json'))) {
      checks.push([`rates/${f}`, f === 'us.json' ? schema('national.schema.json') : rates]);
    }
    for (const f of readdirSync(join(root, 'generated/config')).filter((f) => f.endsWith('.json') && f !== 'hub.json'))
      checks.push([`config/${f}`, config]);
    checks.push(['nyc/class-rates.json', schema('nyc-class-rates.schema.json')]);
    expect(checks.map(([f]) => f).sort()).toEqual([
      'config/ca.json',
      'config/fl.json',
      'config/ny.json',
      'config/tx.json',
      'nyc/class-rates.json',
      'rates/ca.json',
      'rates/fl.json',
      'rates/ny.json',
      'rates/tx.json',
      'rates/us.json',
    ]);
    for (const [file, validate] of checks) {
      const valid = validate(JSON.parse(read(root, `generated/${file}`)));
      expect({ file, errors: validate.errors ?? null, valid }).toEqual({ file, errors: null, valid: true });
    }
    // And every file reads back through the checked reader the build, the CLI and the server use.
    expect(Object.keys(loadSiteData(root).states)).toEqual(['tx', 'ca', 'fl', 'ny']);
  });

  it('--check passes right after emit, and after a source edit names the stale file without writing', async () => {
    const root = tempRoot();
    await emitted(root);
    expect((await emit(root, { check: true })).ok).toBe(true);
    const src = join(root, 'sources/rates/fl/2025.csv');
    writeFileSync(src, readFileSync(src, 'utf8').replace(',2025,high,0,', ',2025,medium,0,'));
    writeFileSync(join(root, 'generated/nyc/stray.json'), '{}\n');
    const before = hashTree(root);
    const r = await emit(root, { check: true });
    expect(r.ok ? [] : r.errors.map(formatIssue)).toEqual([
      'generated/rates/fl.json file: expected what sources/ give, found a stale or missing file (run `cli.ts rates emit`)',
      // The manifest of source hashes (pipeline/registry/source-manifest.ts) is stale after any source edit.
      'generated/sources.sha256 file: expected what sources/ give, found a stale or missing file (run `cli.ts rates emit`)',
      'generated/nyc/stray.json file: expected no such file (sources/ give none), found one (run `cli.ts rates emit`)',
    ]);
    expect(hashTree(root)).toEqual(before);
    const fixed = await emitted(root);
    expect(fixed.removals).toEqual(['generated/nyc/stray.json']);
    expect(existsSync(join(root, 'generated/nyc/stray.json'))).toBe(false);
    expect((await emit(root, { check: true })).ok).toBe(true);
  });

  it('--check also compares the diff reports: a hand edit of the product-year table names the stale diff files', async () => {
    const root = tempRoot();
    const header = read(root, 'sources/rates/tx/2025.csv').split('\n')[0]!;
    const harris = (rate: string) =>
      `48201,Harris County,harris,nominal,taxable-value,${rate},,,,,,,Texas Comptroller PTAD 2026 rates,2026,high,0,published,,,`;
    expect(header.split(',').length).toBe(harris('1').split(',').length);
    writeFileSync(join(root, 'sources/rates/tx/2026.csv'), `${header}\n${harris('1.71')}\n`);
    const first = await emitted(root);
    // The previous year → product year pair is emitted even before anyone ran `rates diff`.
    expect(
      first.writes
        .map((w) => w.path)
        .filter((p) => p.startsWith('generated/diffs/'))
        .sort(),
    ).toEqual(['generated/diffs/tx-2025-2026.json', 'generated/diffs/tx-2025-2026.md']);
    expect(read(root, 'generated/diffs/tx-2025-2026.md')).toContain('| Harris County | 48201 | ');
    expect((await emit(root, { check: true })).ok).toBe(true);

    writeFileSync(join(root, 'sources/rates/tx/2026.csv'), `${header}\n${harris('1.8')}\n`);
    const before = hashTree(root);
    const r = await emit(root, { check: true });
    expect(r.ok ? [] : r.errors.map((e) => e.where)).toEqual([
      'generated/history/tx.json',
      'generated/rates/tx.json',
      'generated/diffs/tx-2025-2026.md',
      'generated/diffs/tx-2025-2026.json',
      'generated/sources.sha256',
    ]);
    expect(hashTree(root)).toEqual(before);
    await emitted(root);
    expect(read(root, 'generated/diffs/tx-2025-2026.md')).toContain('| 1.80 |');
    expect((await emit(root, { check: true })).ok).toBe(true);
  });

  it('keeps refreshing a diff pair someone asked for, even between past years', async () => {
    const root = tempRoot();
    const ny = read(root, 'sources/rates/ny/2025.csv');
    writeFileSync(join(root, 'sources/rates/ny/2024.csv'), ny);
    mkdirSync(join(root, 'generated/diffs'), { recursive: true });
    writeFileSync(join(root, 'generated/diffs/ny-2024-2025.md'), 'old\n');
    await emitted(root);
    expect(read(root, 'generated/diffs/ny-2024-2025.md')).toContain('# Rate changes: NY 2024 → 2025');
    expect(existsSync(join(root, 'generated/diffs/ny-2024-2025.json'))).toBe(true);
    expect((await emit(root, { check: true })).ok).toBe(true);
  });
});

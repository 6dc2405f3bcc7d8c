// Every malformed table in tests/fixtures/import/ must fail with its exact expected text and
// change no file: sources/ and generated/ are hashed before and after.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { importRates } from '../../../pipeline/import/import.ts';
import { emit } from '../../../pipeline/registry/emit.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { REPO, cleanupRoots, hashTree, tempRoot } from './helpers.ts';

const DIR = 'tests/fixtures/import';
const cases = readdirSync(join(REPO, DIR))
  .filter((f) => f.endsWith('.csv'))
  .sort();
let root = '';

beforeAll(async () => {
  root = tempRoot();
  const emitted = await emit(root);
  if (!emitted.ok) throw new Error('mini fixture must emit');
});
afterAll(cleanupRoots);

describe('rates import refuses malformed tables with exact messages and changes nothing', () => {
  it('has a corpus of at least 15 cases, each with its expected text', () => {
    expect(cases.length).toBeGreaterThanOrEqual(15);
    for (const c of cases) expect(readdirSync(join(REPO, DIR))).toContain(c.replace(/\.csv$/, '.expected.txt'));
  });

  it.each(cases)('%s', async (name) => {
    const before = hashTree(root);
    expect(Object.keys(before).some((p) => p.startsWith('generated/rates/'))).toBe(true);
    // The path as a user in the repo root would type it; messages name the file that way.
    const r = await importRates({ root, file: `${DIR}/${name}`, state: 'tx', year: 2026 });
    const expected = readFileSync(join(REPO, DIR, name.replace(/\.csv$/, '.expected.txt')), 'utf8');
    expect(r.ok ? 'imported' : `${r.errors.map(formatIssue).join('\n')}\n`).toBe(expected);
    expect(hashTree(root)).toEqual(before);
  });
});

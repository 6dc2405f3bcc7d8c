// Seeding again must not quietly undo rate imports: sources/units/tx/2025.csv has gained status,
// source addresses and read dates since the seed wrote it, and a second seed once dropped them all.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSinceSeed, seedFiles, seedSources } from '../../../pipeline/seed/index.ts';

const DATA = '../shared/data';
const dir = mkdtempSync(join(tmpdir(), 'seed-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('sources seed over a sources/ that imports have changed', () => {
  const files = seedFiles(DATA);

  it('names the changed files, among them the Texas units, and writes nothing', () => {
    const sources = join(dir, 'refused');
    cpSync('sources', sources, { recursive: true });
    const before = readFileSync(join(sources, 'units/tx/2025.csv'), 'utf8');
    expect(changedSinceSeed(files, sources)).toContain('units/tx/2025.csv');
    expect(() => seedSources(DATA, sources)).toThrow(
      /found \d+ changed since \(.*sources\/units\/tx\/2025\.csv.*\); nothing was written\. Pass --force/,
    );
    expect(readFileSync(join(sources, 'units/tx/2025.csv'), 'utf8')).toBe(before);
  });

  it('writes everything with --force, and into an empty folder without it', () => {
    const forced = join(dir, 'forced');
    cpSync('sources', forced, { recursive: true });
    seedSources(DATA, forced, { force: true });
    expect(readFileSync(join(forced, 'units/tx/2025.csv'), 'utf8')).toBe(files.get('units/tx/2025.csv'));
    const empty = join(dir, 'empty');
    expect(seedSources(DATA, empty).size).toBe(files.size);
    expect(changedSinceSeed(files, empty)).toEqual([]);
  });
});

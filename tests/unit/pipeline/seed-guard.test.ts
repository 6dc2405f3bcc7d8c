// Seeding again must not quietly undo rate imports: sources/units/tx/2025.csv has gained status,
// source addresses and read dates since the seed wrote it, and a second seed once dropped them all.
// What the seed would write is given here, so the guard is tested with nothing beside the repository.
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { changedSinceSeed, writeSeed } from '../../../pipeline/seed/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'seed-guard-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The seed's own Texas table: the stored one without what imports added since (its status and read dates).
const stored = readFileSync('sources/units/tx/2025.csv', 'utf8');
const seeded = stored.replace(/,adopted-secondary,/g, ',adopted,');
const files = new Map([
  ['units/tx/2025.csv', seeded],
  ['nyc/class-rates.csv', readFileSync('sources/nyc/class-rates.csv', 'utf8')],
]);

describe('sources seed over a sources/ that imports have changed', () => {
  it('names the changed files, among them the Texas units, and writes nothing', () => {
    expect(seeded).not.toBe(stored);
    const sources = join(dir, 'refused');
    cpSync('sources', sources, { recursive: true });
    expect(changedSinceSeed(files, sources)).toEqual(['units/tx/2025.csv']);
    expect(() => writeSeed(files, sources)).toThrow(
      /found 1 changed since \(.*sources\/units\/tx\/2025\.csv\); nothing was written\. Pass --force/,
    );
    expect(readFileSync(join(sources, 'units/tx/2025.csv'), 'utf8')).toBe(stored);
  });

  it('writes everything with --force, and into an empty folder without it', () => {
    const forced = join(dir, 'forced');
    cpSync('sources', forced, { recursive: true });
    writeSeed(files, forced, { force: true });
    expect(readFileSync(join(forced, 'units/tx/2025.csv'), 'utf8')).toBe(seeded);
    const empty = join(dir, 'empty');
    expect(writeSeed(files, empty).size).toBe(files.size);
    expect(changedSinceSeed(files, empty)).toEqual([]);
  });
});

// One county's units as the file lays them out (generator/entry-digests.ts): each county's text digested alone, so
// that a build after one unit's new rate walks that county's records again and takes every other county's digests
// from the last build. A file laid out otherwise gives none, and its records go by the whole file, as before.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { entryDigests } from '../../../pipeline/shared/entry-digests.ts';
import { toJson, toRecordJson } from '../../../pipeline/shared/format.ts';

const TX = 'generated/units/tx.json';
const text = readFileSync(TX, 'utf8');
const units = JSON.parse(text) as { counties: Record<string, { ratePct: number | null }[]> };

describe("a units file's counties, each digested alone", () => {
  it('are every county of the file, and a county whose units are the same has the same digest in any file', () => {
    const digests = entryDigests(text, 'counties')!;
    expect(Object.keys(digests).sort()).toEqual(Object.keys(units.counties).sort());
    expect(Object.keys(digests)).toHaveLength(254);
    // The file's bytes give the same digests as its text (emit reads the file as bytes, the build as text).
    expect(entryDigests(readFileSync(TX), 'counties')).toEqual(digests);
    // The same county alone in a file of its own, as emit writes it, has the same text and so the same digest.
    const travis = entryDigests(
      toRecordJson({ state: 'tx', counties: { 48453: units.counties['48453'] } }),
      'counties',
    );
    expect(travis).toEqual({ 48453: digests['48453'] });
  });

  it('change for the county whose unit changed, and for no other', () => {
    const changed = structuredClone(units);
    const unit = changed.counties['48453']!.find((u) => u.ratePct !== null)!;
    unit.ratePct = unit.ratePct! + 0.01;
    const before = entryDigests(text, 'counties')!;
    const after = entryDigests(toRecordJson(changed), 'counties')!;
    expect(toRecordJson(units)).toBe(text);
    expect(Object.keys(before).filter((fips) => before[fips] !== after[fips])).toEqual(['48453']);
  });

  it('cover the whole of each county up to the comma after it, the last county up to the closing brace', () => {
    const small = toRecordJson({ state: 'tx', counties: { 48001: [{ id: 'a', x: 1 }], 48003: [] }, year: 2026 });
    const sha = (s: string) => createHash('sha256').update(s).digest('hex');
    const start = small.indexOf('\n    "48001"');
    const second = small.indexOf('\n    "48003"');
    const end = small.indexOf('\n  }');
    expect(entryDigests(small, 'counties')).toEqual({
      48001: sha(small.slice(start, second - 1)),
      48003: sha(small.slice(second, end)),
    });
  });

  it('are none for a file laid out otherwise, or with a key an escape spells', () => {
    expect(entryDigests(JSON.stringify(units), 'counties')).toBeNull();
    expect(entryDigests(JSON.stringify(units, null, 1), 'counties')).toBeNull();
    expect(entryDigests(JSON.stringify(units, null, 4), 'counties')).toBeNull();
    expect(entryDigests(toRecordJson({ state: 'tx' }), 'counties')).toBeNull();
    expect(entryDigests(toJson({ counties: { 'a\\u0062': [1] } }), 'counties')).toBeNull();
    // A key given twice is read by JSON.parse as its last value: not one entry each.
    const twice = toJson({ counties: { 48001: [1], 48003: [2] } }).replace('"48003"', '"48001"');
    expect(entryDigests(twice, 'counties')).toBeNull();
  });
});

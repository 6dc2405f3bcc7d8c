// The boundary file's ids, names and neighbours are kept for the next build of the same compiled code; the topology
// is parsed only when a map is drawn.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type AtlasIndex, atlasIndex } from '../../../generator/atlas-index.ts';

const made = (n: number): AtlasIndex => ({
  ids: ['48453', '48491'],
  names: [
    ['48453', 'Travis'],
    ['48491', `Williamson ${n}`],
  ],
  neighbours: { '48453': ['48491'], '48491': ['48453'] },
});

describe('the boundary file index', () => {
  let root = '';
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is made once for a build and a file, and again for another build, version or file', () => {
    root = mkdtempSync(join(tmpdir(), 'atlas-index-'));
    const file = join(root, 'counties.json');
    writeFileSync(file, '{"type":"Topology"}');
    let makes = 0;
    const make = () => made(++makes);
    expect(atlasIndex(root, file, '4.0.0', make, 'build-a')).toEqual(made(1));
    expect(atlasIndex(root, file, '4.0.0', make, 'build-a')).toEqual(made(1));
    expect(makes).toBe(1);
    expect(atlasIndex(root, file, '4.0.0', make, 'build-b')).toEqual(made(2));
    expect(atlasIndex(root, file, '4.0.1', make, 'build-b')).toEqual(made(3));
    writeFileSync(file, '{"type":"Topology","arcs":[]}');
    expect(atlasIndex(root, file, '4.0.1', make, 'build-b')).toEqual(made(4));
    expect(makes).toBe(4);
  });

  it('keeps nothing run from the sources, and makes it again from a record it cannot read', () => {
    root = mkdtempSync(join(tmpdir(), 'atlas-index-'));
    const file = join(root, 'counties.json');
    writeFileSync(file, '{}');
    let makes = 0;
    const make = () => made(++makes);
    atlasIndex(root, file, '4.0.0', make, undefined);
    atlasIndex(root, file, '4.0.0', make, undefined);
    expect(makes).toBe(2);
    atlasIndex(root, file, '4.0.0', make, 'build-a');
    const kept = join(root, '.cache/atlas/index.json');
    expect(JSON.parse(readFileSync(kept, 'utf8')).index).toEqual(made(3));
    writeFileSync(kept, '{"key":');
    expect(atlasIndex(root, file, '4.0.0', make, 'build-a')).toEqual(made(4));
  });
});

// The figures the guides cite, worked out from emit's planned files: after a state's unit import only that state's
// site is checked again, and its units file is the only one read (the others are the largest files of generated/).
import { describe, expect, it, vi } from 'vitest';
import { plannedFigureRoots } from '../../../pipeline/emit/planned-figures.ts';
import { withDisk } from '../../../pipeline/registry/plan.ts';

/** Every file of generated/ read from the disk, by whatever asked (withDisk, asked whether a file is there, too). */
const fromDisk = vi.hoisted(() => new Set<string>());
vi.mock('node:fs', async (original) => {
  const fs = await original<typeof import('node:fs')>();
  const readFileSync = ((path: Parameters<typeof fs.readFileSync>[0], ...rest: unknown[]) => {
    const m = /generated\/.*$/.exec(String(path));
    if (m) fromDisk.add(m[0]);
    return (fs.readFileSync as (...a: unknown[]) => unknown)(path, ...rest);
  }) as typeof fs.readFileSync;
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});

const root = process.cwd();

/** generated/ as on disk, noting each file read. */
function disk(): { files: ReadonlyMap<string, string>; read: Set<string> } {
  const on = withDisk(new Map(), root, []);
  const read = new Set<string>();
  const files = {
    get: (path: string) => {
      read.add(path);
      return on.get(path);
    },
    has: (path: string) => on.has(path),
  } as ReadonlyMap<string, string>;
  return { files, read };
}

describe("the sites' cited figures from the planned files", () => {
  it("for one state's site read that state's units and no other's, and are that site's figures as a full check has them", () => {
    const one = disk();
    fromDisk.clear();
    const roots = plannedFigureRoots(one.files, new Map(), ['tx']);
    expect(Object.keys(roots)).toEqual(['tx']);
    expect(roots.tx?.rates?.mudCount).toBeGreaterThan(0);
    expect([...one.read].filter((f) => f.startsWith('generated/units/'))).toEqual(['generated/units/tx.json']);
    // The national table (1.5 MB) is read only for a text that cites its counts, which only the hub's guides do.
    expect(one.read.has('generated/rates/us.json')).toBe(false);
    expect(fromDisk.has('generated/rates/us.json')).toBe(false);
    expect(fromDisk.has('generated/units/ny.json')).toBe(false);
    expect(roots.tx?.national.countyCount).toBe(3144);
    expect(one.read.has('generated/rates/us.json')).toBe(true);
    const all = plannedFigureRoots(disk().files);
    expect(all.hub?.national).toEqual({ countyCount: 3144, stateCount: 50 });
    expect(Object.keys(all).sort()).toEqual(['ca', 'fl', 'hub', 'ny', 'tx']);
    expect(JSON.stringify(roots.tx)).toBe(JSON.stringify(all.tx));
  });
});

// `cli.ts build` builds only the sites whose inputs changed, and a site's inputs are the files of generated/ its last
// build read (generator/generated-reads.ts): after a new rate for one Florida unit, the Florida site is built and New
// York's, which never reads Florida's units, is kept as it is; a new diff report, which no build reads, builds none.
// What a kept site holds is what a cold build of it writes, byte for byte.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildAll } from '../../../cli/build.ts';
import { REPO } from '../pipeline/helpers.ts';

const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A project root whose generated/ is a copy, the rest links to the repository's (its code, templates, packages). */
function projectCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'site-stamps-root-'));
  scratch.push(root);
  for (const name of readdirSync(REPO))
    if (!['generated', 'dist', '.cache', '.git'].includes(name)) symlinkSync(join(REPO, name), join(root, name));
  cpSync(join(REPO, 'generated'), join(root, 'generated'), { recursive: true });
  writeFileSync(join(root, 'generated/diffs/fl-units-2025-2026.md'), '# Florida units, 2025 to 2026\n');
  return root;
}

const ENV = { NODE_ENV: 'production', BUILD_FROM_SOURCE: '1' };
const SITES = 'fl,ny';

/** What `cli.ts build` printed, and each site's files (path → bytes) afterwards. */
async function build(root: string, dist: string): Promise<string> {
  const lines: string[] = [];
  const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
  try {
    await buildAll({ variant: SITES, root, dist }, ENV);
  } finally {
    log.mockRestore();
  }
  return lines.join('\n');
}

function files(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, name);
    if (statSync(path).isFile()) out.set(relative(dir, path), readFileSync(path, 'latin1'));
  }
  return out;
}

/** The site's line in the build's report: `  ny  180 pages (0 rendered) → …`. */
const siteLine = (out: string, site: string): string =>
  new RegExp(`^  ${site} +\\d+ pages .*$`, 'm').exec(out)?.[0] ?? '';

describe('a build of several sites after one file of generated/ changed', () => {
  it('builds the sites that read it, keeps the others as a cold build writes them, and builds none for a file none reads', async () => {
    const root = projectCopy();
    const dist = mkdtempSync(join(tmpdir(), 'site-stamps-'));
    scratch.push(dist);
    await build(root, dist);
    const ny = files(join(dist, 'ny'));

    // A new rate for one Florida unit.
    const path = join(root, 'generated/units/fl.json');
    const units = JSON.parse(readFileSync(path, 'utf8')) as { counties: Record<string, { ratePct: number }[]> };
    const first = Object.values(units.counties)[0]![0]!;
    first.ratePct = Math.round((first.ratePct + 0.01) * 1e6) / 1e6;
    writeFileSync(path, JSON.stringify(units, null, 1));
    const after = await build(root, dist);
    expect(siteLine(after, 'fl')).toMatch(/\(([1-9]\d*) rendered\)/);
    expect(siteLine(after, 'fl')).not.toContain('nothing it reads changed');
    expect(siteLine(after, 'ny')).toMatch(/\(0 rendered\) → .* \(nothing it reads changed\)$/);
    expect(files(join(dist, 'ny'))).toEqual(ny);

    // New York's site as it was is New York's cold build from the data as it is now.
    const cold = mkdtempSync(join(tmpdir(), 'site-stamps-cold-'));
    scratch.push(cold);
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void lines.push(args.join(' ')));
    try {
      await buildAll({ variant: 'ny', root, dist: cold }, ENV);
    } finally {
      log.mockRestore();
    }
    expect(files(join(cold, 'ny'))).toEqual(ny);

    // A diff report is read by no build: an edit to one builds nothing (a new file would: its name counts).
    const report = join(root, 'generated/diffs/fl-units-2025-2026.md');
    writeFileSync(report, `${readFileSync(report, 'utf8')}\nEdited.\n`);
    expect(await build(root, dist)).toContain('Nothing changed since the last build');

    // A file both read (the national table) builds both.
    const national = join(root, 'generated/rates/us.json');
    writeFileSync(national, `${readFileSync(national, 'utf8')}\n`);
    const both = await build(root, dist);
    for (const site of ['fl', 'ny']) expect(siteLine(both, site)).not.toContain('nothing it reads changed');
  }, 240_000);
});

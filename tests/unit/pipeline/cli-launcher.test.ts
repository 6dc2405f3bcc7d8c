// The launcher (cli.mjs): the compiled CLI when every file it was made from is as it was, the sources
// through tsx otherwise. Its choice is watched in a scratch folder whose "bundle" and "sources" say
// which ran; the real bundle's answers are compared with the sources'.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compiledCli } from '../../../cli/compiled.ts';

const REPO = process.cwd();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 20);

/** A folder with the launcher, a one-file "bundle" made from input.txt, and "sources" that say so. */
function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cli-launcher-'));
  dirs.push(dir);
  copyFileSync(join(REPO, 'cli.mjs'), join(dir, 'cli.mjs'));
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'));
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
  writeFileSync(join(dir, 'input.txt'), 'as bundled');
  mkdirSync(join(dir, '.cache/cli/b1'), { recursive: true });
  writeFileSync(join(dir, '.cache/cli/b1/cli.js'), "console.log('bundle', process.argv.slice(2).join(' '));\n");
  const manifest = { id: 'b1', root: dir, inputs: { 'input.txt': digest('as bundled') } };
  writeFileSync(join(dir, '.cache/cli/manifest.json'), JSON.stringify(manifest));
  mkdirSync(join(dir, 'cli'));
  // The sources: their bundling gives nothing here, so they run as they are.
  writeFileSync(join(dir, 'cli/compiled.ts'), 'export const compiledCli = async (): Promise<string | null> => null;\n');
  writeFileSync(join(dir, 'cli.ts'), "console.log('sources', process.argv.slice(2).join(' '));\n");
  return dir;
}

const launch = (dir: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [join(dir, 'cli.mjs'), 'rates', 'units'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

describe('cli.mjs, the launcher', () => {
  it('runs the compiled CLI while every file it was made from is as it was, and marks it in use', () => {
    const dir = scratch();
    const old = new Date(Date.now() - 3600_000);
    utimesSync(join(dir, '.cache/cli/b1'), old, old);
    const r = launch(dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('bundle rates units\n');
    expect(statSync(join(dir, '.cache/cli/b1')).mtimeMs).toBeGreaterThan(old.getTime() + 1000);
  });

  it('runs the sources when a file the bundle was made from changed, or the folder moved, or when asked to', () => {
    const edited = scratch();
    writeFileSync(join(edited, 'input.txt'), 'edited since');
    expect(launch(edited).stdout).toBe('sources rates units\n');

    const moved = scratch();
    const manifest = { id: 'b1', root: '/elsewhere', inputs: { 'input.txt': digest('as bundled') } };
    writeFileSync(join(moved, '.cache/cli/manifest.json'), JSON.stringify(manifest));
    expect(launch(moved).stdout).toBe('sources rates units\n');

    expect(launch(scratch(), { CLI_FROM_SOURCE: '1' }).stdout).toBe('sources rates units\n');
  });

  it("makes the bundle again on a thread of its own, and runs it without the sources' loader", () => {
    const dir = scratch();
    writeFileSync(join(dir, 'input.txt'), 'edited since');
    // The bundle made again tries a TypeScript import: only tsx's loader, registered on this thread, would take it.
    writeFileSync(join(dir, 'probe.ts'), 'export const probe: number = 1;\n');
    writeFileSync(
      join(dir, 'cli/compiled.ts'),
      `import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
export async function compiledCli(root: string): Promise<string | null> {
  mkdirSync(join(root, '.cache/cli/b2'), { recursive: true });
  const entry = join(root, '.cache/cli/b2/cli.js');
  const probe = JSON.stringify(pathToFileURL(join(root, 'probe.ts')).href);
  writeFileSync(entry, \`import(\${probe}).then(() => console.log('remade, tsx loaded'), () => console.log('remade, no tsx'));\\n\`);
  return entry;
}
`,
    );
    const r = launch(dir);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('remade, no tsx\n');
  });
});

describe('cli.mjs, taking inputs by their size and time', () => {
  /** The scratch folder with input.txt dated an hour back, and a manifest noting its size and time `made` ms after. */
  function noted(madeAfter: number): string {
    const dir = scratch();
    const old = new Date(Date.now() - 3600_000);
    utimesSync(join(dir, 'input.txt'), old, old);
    const s = statSync(join(dir, 'input.txt'));
    const manifest = {
      id: 'b1',
      root: dir,
      inputs: { 'input.txt': digest('as bundled') },
      stats: { 'input.txt': `${s.size} ${s.mtimeMs}` },
      made: s.mtimeMs + madeAfter,
    };
    writeFileSync(join(dir, '.cache/cli/manifest.json'), JSON.stringify(manifest));
    return dir;
  }
  /** input.txt given other bytes of the same length, its time put back. */
  const sameSizeAndTime = (dir: string): void => {
    const { atime, mtime } = statSync(join(dir, 'input.txt'));
    writeFileSync(join(dir, 'input.txt'), 'as BUNDLED');
    utimesSync(join(dir, 'input.txt'), atime, mtime);
  };

  it('takes an input older than its manifest by its size and time, without reading it', () => {
    const dir = noted(60_000);
    sameSizeAndTime(dir);
    expect(launch(dir).stdout).toBe('bundle rates units\n');
  });

  it('reads an input written within two seconds of its manifest, or whose size or time changed', () => {
    const racy = noted(1_000);
    sameSizeAndTime(racy);
    expect(launch(racy).stdout).toBe('sources rates units\n');
    const edited = noted(60_000);
    writeFileSync(join(edited, 'input.txt'), 'as BUNDLED');
    expect(launch(edited).stdout).toBe('sources rates units\n');
  });
});

describe('the compiled CLI', () => {
  it('answers as the sources do', () => {
    const args = ['calc', '--state', 'tx', '--county', 'travis', '--value', '400000', '--homestead', '--json'];
    const run = (argv: string[]) => spawnSync(process.execPath, argv, { cwd: REPO, encoding: 'utf8' });
    const compiled = run([join(REPO, 'cli.mjs'), ...args]);
    const source = run(['--import', 'tsx', join(REPO, 'cli.ts'), ...args]);
    expect(compiled.status).toBe(0);
    expect(compiled.stdout).toBe(source.stdout);
    expect(JSON.parse(compiled.stdout).result.annualTax).toBeGreaterThan(0);
  });

  it('is not made while the state lists are out of date: the sources check them first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-lists-'));
    dirs.push(dir);
    await expect(compiledCli(dir)).resolves.toBeNull();
  });
});

// The build's stamp (generator/stamp.ts): a build is skipped only when every input and every
// file it wrote are as it left them. Each way a maintainer or a visitor's deploy can change either
// one makes the next build run.
import { mkdirSync, mkdtempSync, renameSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  folderAsStamped,
  inputFiles,
  inputsDigest,
  siteInputs,
  stampFor,
  writeStamp,
} from '../../../generator/stamp.ts';
import { codeHash } from '../../../generator/cache.ts';
import { compiledBuildDir } from '../../../generator/compiled.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const put = (path: string, text: string): void => {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
};

describe('the inputs a build is stamped with', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'stamp-root-'));
    dirs.push(root);
    put(join(root, 'generated/rates/fl.json'), '{"alachua":1.9}');
    put(join(root, 'generator/pages/county.tsx'), 'export const x = 1;');
    put(join(root, 'package-lock.json'), '{}');
  });

  it('are the same when nothing changed', () => {
    expect(inputsDigest(root)).toBe(inputsDigest(root));
  });

  it('change with a rate in generated/, a line of code, a new file, a renamed file or a new lock file', () => {
    const before = inputsDigest(root);
    const changes = [
      () => put(join(root, 'generated/rates/fl.json'), '{"alachua":1.8}'),
      () => put(join(root, 'generator/pages/county.tsx'), 'export const x = 2;'),
      () => put(join(root, 'generated/units/fl.json'), '[]'),
      () => renameSync(join(root, 'generated/units/fl.json'), join(root, 'generated/units/fm.json')),
      () => put(join(root, 'package-lock.json'), '{"lockfileVersion":3}'),
    ];
    const seen = [before];
    for (const change of changes) {
      change();
      const now = inputsDigest(root);
      expect(seen).not.toContain(now);
      seen.push(now);
    }
  });

  it("give the build's code hash and its bundle's freshness without reading the code again", async () => {
    const repo = process.cwd();
    const files = inputFiles(repo);
    expect(files.size).toBeGreaterThan(300);
    expect(codeHash(repo, 'production', files)).toBe(codeHash(repo, 'production'));
    expect(await compiledBuildDir(repo, files)).toBe(await compiledBuildDir(repo));
    // A file's digest that is not its bytes' gives another code hash: the digests given are the ones used.
    const other = new Map(files).set('/generator/index.ts', 'not its bytes');
    expect(codeHash(repo, 'production', other)).not.toBe(codeHash(repo, 'production'));
  });

  it("are read through a folder that is a link to another root's", () => {
    const linked = mkdtempSync(join(tmpdir(), 'stamp-linked-'));
    dirs.push(linked);
    symlinkSync(join(root, 'generated'), join(linked, 'generated'));
    const before = inputsDigest(linked);
    put(join(root, 'generated/rates/fl.json'), '{"alachua":1.7}');
    expect(inputsDigest(linked)).not.toBe(before);
  });

  it('of one site take only the names of the files of generated/ its last build did not read', () => {
    put(join(root, 'generated/units/fl.json'), '{"units":[]}');
    put(join(root, 'generated/units/tx.json'), '{"units":[]}');
    put(join(root, 'generated/diffs/fl-2025-2026.md'), '# Florida');
    const read = ['generated/rates/fl.json', 'generated/units/tx.json'];
    const before = inputsDigest(root, inputFiles(root), read);
    expect(before).not.toBe(inputsDigest(root));
    // A new rate or report in a file the site did not read leaves it as it was; in a file it read, or code, not.
    put(join(root, 'generated/units/fl.json'), '{"units":[{"rate":1}]}');
    put(join(root, 'generated/diffs/fl-2025-2026.md'), '# Florida, 2026');
    expect(inputsDigest(root, inputFiles(root), read)).toBe(before);
    const seen = [before];
    for (const change of [
      () => put(join(root, 'generated/units/tx.json'), '{"units":[{"rate":1}]}'),
      () => put(join(root, 'generated/rates/fl.json'), '{"alachua":1.5}'),
      () => put(join(root, 'generator/pages/county.tsx'), 'export const x = 3;'),
      // The name of a file it did not read still counts: removing it is a change.
      () => rmSync(join(root, 'generated/units/fl.json')),
    ]) {
      change();
      const now = inputsDigest(root, inputFiles(root), read);
      expect(seen).not.toContain(now);
      seen.push(now);
    }
  });

  it('of one site also hold its settings: its address, the API, analytics, precompression', () => {
    const digest = inputsDigest(root);
    const plan = { variant: 'fl', base: '/fl/', origin: 'http://localhost:4173', env: { apiBase: null } };
    const same = siteInputs(digest, plan);
    expect(siteInputs(digest, { ...plan })).toBe(same);
    for (const other of [
      { ...plan, base: '/' },
      { ...plan, origin: 'https://fl.example.org' },
      { ...plan, env: { apiBase: 'https://api.example.org' } },
      { ...plan, precompress: true },
    ])
      expect(siteInputs(digest, other)).not.toBe(same);
  });
});

describe('a site folder as its stamp left it', () => {
  let out: string;
  const site = (inputs = 'in-1') => {
    const stamp = stampFor(join(out, 'fl'), 'fl', () => inputs);
    return stamp && folderAsStamped(stamp, join(out, 'fl')) ? stamp : null;
  };
  beforeEach(() => {
    out = mkdtempSync(join(tmpdir(), 'stamp-out-'));
    dirs.push(out);
    put(join(out, 'fl/index.html'), '<p>Florida</p>');
    put(join(out, 'fl/county/alachua/index.html'), '<p>Alachua</p>');
    writeStamp(join(out, 'fl'), 'fl', { inputs: 'in-1', pages: 2, lines: ['kind  pages'] });
  });

  it('is found unchanged, with the lines its build printed', () => {
    expect(site()).toEqual(expect.objectContaining({ inputs: 'in-1', pages: 2, lines: ['kind  pages'] }));
  });

  it('is built again after a page was deleted, edited, touched or added, or the inputs changed', () => {
    const page = join(out, 'fl/county/alachua/index.html');
    const changes = [
      () => rmSync(page),
      () => put(page, '<p>Alachua!</p>'),
      () => utimesSync(page, new Date(2020, 0, 1), new Date(2020, 0, 1)),
      () => put(join(out, 'fl/county/baker/index.html'), '<p>Baker</p>'),
    ];
    for (const change of changes) {
      change();
      expect(site()).toBeNull();
      writeStamp(join(out, 'fl'), 'fl', { inputs: 'in-1', pages: 2, lines: [] });
      expect(site()).not.toBeNull();
    }
    expect(site('in-2')).toBeNull();
  });

  it('with no stamp, or a stamp cut short, is built', () => {
    rmSync(join(out, '.build-cache'), { recursive: true });
    expect(site()).toBeNull();
    put(join(out, '.build-cache/fl.stamp.json'), '{"version":1,"inputs":"in-1"');
    expect(site()).toBeNull();
  });
});

// A cold build takes the browser islands from .cache/islands/ when a build on the same code bundled
// them before (generator/island-store.ts); a file missing or altered there, or another code
// hash, and they are bundled again.
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleAssets } from '../../../generator/assets.ts';
import { islandKey, storeIslands, storedIslands } from '../../../generator/island-store.ts';

const root = process.cwd();
const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
const scratch = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'island-store-'));
  dirs.push(d);
  return d;
};
const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);
const sample = {
  files: [
    { rel: 'assets/page-AAAA1111.js', contents: bytes('console.log("page");') },
    { rel: 'assets/chunk-BBBB2222.js', contents: bytes('export const x = 1;') },
  ],
  css: bytes('body{margin:0}'),
};

describe('the island store', () => {
  it('gives a later build the very bytes esbuild made for the same code', async () => {
    const code = `island-store-test-${process.pid}-${Date.now()}`;
    const key = islandKey(root, code);
    expect(storedIslands(root, key)).toBeNull();
    const made = await bundleAssets(root, code);
    const stored = storedIslands(root, key)!;
    expect(stored.files.map((f) => f.rel)).toEqual(made.files.map((f) => f.rel));
    stored.files.forEach((f, i) =>
      expect(Buffer.from(f.contents).equals(Buffer.from(made.files[i]!.contents))).toBe(true),
    );
    expect(Buffer.from(stored.css).equals(Buffer.from(made.css))).toBe(true);
    rmSync(join(root, '.cache/islands', key), { recursive: true, force: true });
  }, 60_000);

  it('keys by the code hash and tsconfig.json: another code finds nothing', () => {
    const dir = scratch();
    writeFileSync(join(dir, 'tsconfig.json'), '{}');
    storeIslands(dir, islandKey(dir, 'code-a'), sample);
    expect(storedIslands(dir, islandKey(dir, 'code-a'))).toEqual(sample);
    expect(storedIslands(dir, islandKey(dir, 'code-b'))).toBeNull();
    writeFileSync(join(dir, 'tsconfig.json'), '{"compilerOptions":{}}');
    expect(storedIslands(dir, islandKey(dir, 'code-a'))).toBeNull();
  });

  it('a stored file altered or gone, or the index unreadable: nothing is given, so the build bundles again', () => {
    const dir = scratch();
    const key = islandKey(dir, 'code');
    const at = (rel: string): string => join(dir, '.cache/islands', key, rel);
    storeIslands(dir, key, sample);
    appendFileSync(at('assets/chunk-BBBB2222.js'), '\n');
    expect(storedIslands(dir, key)).toBeNull();
    storeIslands(dir, key, sample);
    rmSync(at('site.css'));
    expect(storedIslands(dir, key)).toBeNull();
    storeIslands(dir, key, sample);
    writeFileSync(at('index.json'), '{"files":');
    expect(storedIslands(dir, key)).toBeNull();
    storeIslands(dir, key, sample);
    expect(storedIslands(dir, key)).toEqual(sample);
  });
});

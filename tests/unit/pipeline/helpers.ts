// Shared by the pipeline tests: temporary project roots and whole-tree hashes, so every test can
// prove what it changed on disk and what it left alone.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
export const MINI_SOURCES = join(REPO, 'tests/fixtures/mini/sources');
export const REAL_SOURCES = join(REPO, 'sources');

const made: string[] = [];

/** A fresh root whose sources/ is a copy of `sourcesDir`; removed by cleanupRoots(). */
export function tempRoot(sourcesDir: string = MINI_SOURCES): string {
  const root = mkdtempSync(join(tmpdir(), 'rates-test-'));
  cpSync(sourcesDir, join(root, 'sources'), { recursive: true });
  made.push(root);
  return root;
}

/** A fresh root holding a copy of `root`'s sources/ and generated/ (an emitted root copied, not emitted again). */
export function copyRoot(root: string): string {
  const copy = tempRoot(join(root, 'sources'));
  cpSync(join(root, 'generated'), join(copy, 'generated'), { recursive: true });
  return copy;
}

/**
 * A fresh root holding the repository's generated/ and everything the checked-files record's checker is made of
 * (pipeline/shared/checked-record.ts): the site data reads from it as from the repository. Removed by cleanupRoots().
 */
export function generatedRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'generated-root-'));
  made.push(root);
  for (const part of [
    'generated',
    'schema',
    'pipeline/shared/generated-reader.ts',
    'pipeline/shared/generated-data.ts',
    'package-lock.json',
  ])
    cpSync(join(REPO, part), join(root, part), { recursive: true });
  return root;
}

export function cleanupRoots(): void {
  for (const r of made.splice(0)) rmSync(r, { recursive: true, force: true });
}

function walk(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else out.push(p);
  }
}

/**
 * relative path → sha256 of every file under root (sources/ and generated/ included), but for .cache/: what the
 * commands keep there to skip work (bundles, checks, digests by stat) is theirs to write, a failed import included.
 */
export function hashTree(root: string): Record<string, string> {
  const files: string[] = [];
  walk(root, files);
  const cache = join(root, '.cache');
  files.splice(0, files.length, ...files.filter((f) => !f.startsWith(`${cache}/`)));
  return Object.fromEntries(
    files.sort().map((f) => [relative(root, f), createHash('sha256').update(readFileSync(f)).digest('hex')]),
  );
}

export function read(root: string, path: string): string {
  return readFileSync(join(root, path), 'utf8');
}

// Golden folders: tests/golden/<case>/input/ is a tiny sources/ tree; `rates diff` of every state
// in it, 2025 → 2026, must reproduce <case>/expected/ byte for byte. On a mismatch the actual
// output lands in <case>/expected-changed/ (git-ignored) to diff against and, if right, copy over.
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { runDiff } from '../../../pipeline/registry/run-diff.ts';
import { isStateCode } from '../../../pipeline/paths.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { REPO, cleanupRoots, tempRoot } from './helpers.ts';

const GOLDEN = join(REPO, 'tests/golden');
const cases = readdirSync(GOLDEN)
  .filter((c) => existsSync(join(GOLDEN, c, 'input')))
  .sort();

afterAll(cleanupRoots);

describe('golden diff reports', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('%s', async (name) => {
    const dir = join(GOLDEN, name);
    const root = tempRoot(join(dir, 'input'));
    const actual: Record<string, string> = {};
    for (const state of readdirSync(join(dir, 'input/rates')).filter(isStateCode).sort()) {
      const r = await runDiff(root, { state, from: 2025, to: 2026 });
      if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
      for (const f of r.value.files)
        actual[f.path.replace('generated/diffs/', '')] = readFileSync(join(root, f.path), 'utf8');
    }
    const expectedDir = join(dir, 'expected');
    const expected: Record<string, string> = existsSync(expectedDir)
      ? Object.fromEntries(
          readdirSync(expectedDir)
            .sort()
            .map((f) => [f, readFileSync(join(expectedDir, f), 'utf8')]),
        )
      : {};
    const changedDir = join(dir, 'expected-changed');
    rmSync(changedDir, { recursive: true, force: true });
    if (!isDeepStrictEqual(actual, expected)) {
      mkdirSync(changedDir, { recursive: true });
      for (const [f, text] of Object.entries(actual)) writeFileSync(join(changedDir, f), text);
    }
    expect(actual).toEqual(expected);
  });
});

// Errors as named data (pipeline/shared/errors.ts): what a maintainer sees when a command stops,
// the line that closes the report, the hint that says what to do, and the exit code, all by kind.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_KINDS, closingLines, exitCodeOf, kindOf } from '../../../pipeline/shared/errors.ts';
import { GeneratedDataError } from '../../../pipeline/shared/generated-data.ts';
import { cliArgs } from '../../cli-process.ts';
import { REPO, cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, cliArgs(...args), { cwd: REPO, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('error kinds', () => {
  it('a user can fix every kind but Internal: exit 1; a bug exits 2 and says to rerun with --debug', () => {
    for (const [name, kind] of Object.entries(ERROR_KINDS))
      expect([name, kind.exitCode]).toEqual([name, name === 'Internal' ? 2 : 1]);
    expect(kindOf(new Error('boom'))).toBe('Internal');
    expect(exitCodeOf(kindOf(new TypeError('x is undefined')))).toBe(2);
    expect(closingLines('Internal', 1).at(-1)).toMatch(/^hint: .*--debug/);
  });

  it('the kind travels with a thrown error, not its class name or text', () => {
    const err = new GeneratedDataError('generated/product.json', [{ where: 'generated/product.json', message: 'x' }]);
    expect(kindOf(err)).toBe('GeneratedDataInvalid');
    expect(exitCodeOf(kindOf(err))).toBe(1);
    // The message already says what to run, so no second hint repeats it.
    expect(err.message).toContain('npx tsx cli.ts rates emit');
    expect(closingLines('GeneratedDataInvalid', 1)).toEqual(['generated/ is not what emit writes.']);
  });

  it('closing lines count what they close', () => {
    expect(closingLines('ImportRefused', 1)[0]).toBe('1 problem; nothing was written.');
    expect(closingLines('GeneratedOutOfDate', 3)).toEqual(['3 files out of date; run `cli.ts rates emit`.']);
  });
});

describe('cli.ts ends each error with its kind', () => {
  it('rates emit --check on a stale generated/: the files, the count and what to run; exit 1', () => {
    const root = tempRoot();
    expect(cli('rates', 'emit', '--root', root).code).toBe(0);
    rmSync(join(root, 'generated/product.json'));
    const r = cli('rates', 'emit', '--check', '--root', root);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'generated/product.json file: expected what sources/ give, found a stale or missing file',
    );
    expect(r.stderr).toMatch(/\n1 file out of date; run `cli\.ts rates emit`\.\n$/);
  });

  it('a --root without sources/: nothing read, and a hint naming --root; exit 1', () => {
    const r = cli('rates', 'validate', '--root', join(REPO, 'tests/fixtures'));
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('--root expected a project folder holding sources/, found none in');
    expect(r.stderr).toMatch(/Nothing was read or written\.\nhint: .*--root <dir>.*\n$/);
  });

  it('a thrown GeneratedDataError reaches cli.ts as a user error: exit 1, no stack', () => {
    const root = tempRoot(); // sources/ only: generated/ was never emitted
    const r = cli('rates', 'units', '--state', 'ny', '--county', 'erie', '--root', root);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^error: generated\/.* is not what emit writes:/);
    expect(r.stderr).toContain('npx tsx cli.ts rates emit');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it("a refused flag is the user's to fix: exit 1, the message, a hint pointing at --help, no stack", () => {
    const r = cli('build', '--variant', 'tx,zz');
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      'error: --variant: expected hub, tx, ca, fl, ny, a comma-separated list of them, or all, found tx,zz\n' +
        `hint: ${ERROR_KINDS.FlagRefused.hint}\n`,
    );
  });

  it('a refused import closes with the count, then the hint', () => {
    const root = tempRoot();
    expect(cli('rates', 'emit', '--root', root).code).toBe(0);
    const r = cli(
      'rates',
      'import',
      'tests/fixtures/import/bad-enums.csv',
      '--state',
      'tx',
      '--year',
      '2026',
      '--root',
      root,
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      /\n3 problems; nothing was written\.\nhint: Fix each problem at the file:line:column shown and run the same import again; sources\/ and generated\/ are as they were\.\n$/,
    );
  });
});

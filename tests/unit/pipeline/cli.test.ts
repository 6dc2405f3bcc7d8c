// The CLI end to end, as a maintainer runs it: exit codes and what is printed.
import { afterAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cliArgs } from '../../cli-process.ts';
import { REPO, cleanupRoots, hashTree, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

function cli(...args: string[]) {
  const r = spawnSync(process.execPath, cliArgs('rates', ...args), {
    cwd: REPO,
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('cli.ts rates', () => {
  it('import: refuses a bad table with every problem, exit 1, no stack, nothing written; then imports a good one', () => {
    const root = tempRoot();
    expect(cli('emit', '--root', root).code).toBe(0);
    const before = hashTree(root);
    const bad = cli('import', 'tests/fixtures/import/bad-enums.csv', '--state', 'tx', '--year', '2026', '--root', root);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain(
      `${readFileSync(`${REPO}/tests/fixtures/import/bad-enums.expected.txt`, 'utf8')}3 problems; nothing was written.\n`,
    );
    expect(bad.stderr).not.toMatch(/\n\s+at /);
    expect(hashTree(root)).toEqual(before);

    const good = cli(
      'import',
      'tests/fixtures/import-ok/partial.csv',
      '--state',
      'tx',
      '--year',
      '2026',
      '--partial',
      '--root',
      root,
    );
    expect(good.code).toBe(0);
    expect(good.stdout).toMatch(
      /^Imported 2 counties for TX 2026 \(2 official, 2 still estimates\)\nMerged into sources\/rates\/tx\/2026.csv: added 2 counties .*\nTX 2025 → 2026: 2 counties in both tables, .* 2 not yet published \(still 2025 estimates\);/,
    );
    // 17 files of rates, configs, schemas (the New York units', the Florida and California areas' and the ZIP
    // tables' included), JSON only; the 3 sourced-constant files (tx, ny, nyc); the diff report pair
    // tx-2025-2026.md/.json; the Texas rate history (2025 → 2026) the county pages chart; and the county search's ZIP
    // table.
    expect(cli('emit', '--check', '--root', root)).toMatchObject({
      code: 0,
      stdout: 'OK: generated/ is up to date (25 files)\n',
    });

    const old = cli(
      'import',
      'tests/fixtures/import-ok/last-year.csv',
      '--state',
      'tx',
      '--year',
      '2026',
      '--partial',
      '--root',
      root,
    );
    expect(old.code).toBe(0);
    expect(old.stdout).toMatch(/^Imported 1 county for TX 2026 \(3 official, 1 still estimates\)\n/);
    expect(old.stderr).toContain(
      "tests/fixtures/import-ok/last-year.csv:2:12 warning: source_year 2025 in a 2026 table: is this last year's rate?\n",
    );
  });

  it('refuses unknown flags with a pointer to --help', () => {
    const r = cli('emit', '--chek');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain("error: unknown option '--chek'");
    expect(r.stderr).toContain('(run with --help for usage)');
  });
});

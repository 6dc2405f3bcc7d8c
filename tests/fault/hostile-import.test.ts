// Hostile input to `rates import` through the real CLI: years the product cannot know and files
// that are not UTF-8 are refused with exit 1 and a message naming the problem, and no file under
// sources/ or generated/ changes. (Every malformed table, in-process: tests/unit/pipeline/import-corpus.test.ts.)
import { afterAll, describe, expect, it } from 'vitest';
import { emit } from '../../pipeline/registry/emit.ts';
import { cleanupRoots, tempRoot } from '../unit/pipeline/helpers.ts';
import { committed, pool, run } from './helpers.ts';

afterAll(cleanupRoots);

const CASES = [
  {
    what: '--year 0999',
    file: 'import-ok/full.csv',
    year: '0999',
    says: `error: option '--year <year>' argument '0999' is invalid. expected a 4-digit year such as 2026, found "0999".`,
  },
  {
    what: '--year 0000',
    file: 'import-ok/full.csv',
    year: '0000',
    says: `error: option '--year <year>' argument '0000' is invalid. expected a 4-digit year such as 2026, found "0000".`,
  },
  {
    what: '--year 1800',
    file: 'import-ok/full.csv',
    year: '1800',
    says: 'command line --year: expected a year from 2000 to the product year 2026 (sources/product.json), found 1800',
  },
  {
    what: 'a Latin-1 file',
    file: 'import/latin1.csv',
    year: '2026',
    says: 'tests/fixtures/import/latin1.csv:4:147 encoding: expected UTF-8 text, found the byte 0xF1',
  },
  {
    what: 'a UTF-16 file',
    file: 'import/utf16.csv',
    year: '2026',
    says: 'tests/fixtures/import/utf16.csv:1:1 encoding: expected UTF-8 text, found UTF-16 (byte order mark FF FE)',
  },
];

describe('rates import refuses hostile input through the CLI', () => {
  it('each case: exit 1, the problem named, nothing written', async () => {
    const outcomes = await pool(CASES, 3, async (c) => {
      const root = tempRoot();
      if (!(await emit(root)).ok) throw new Error('mini fixture must emit');
      const before = committed(root);
      const exit = await run([
        'rates',
        'import',
        `tests/fixtures/${c.file}`,
        '--state',
        'tx',
        '--year',
        c.year,
        '--root',
        root,
      ]);
      return {
        what: c.what,
        code: exit.code,
        said: exit.stderr.includes(c.says),
        unchanged: JSON.stringify(committed(root)) === JSON.stringify(before),
        stderr: exit.stderr,
      };
    });
    expect(outcomes.filter((o) => o.code !== 1 || !o.said || !o.unchanged)).toEqual([]);
  });
});

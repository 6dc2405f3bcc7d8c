// The tools compute with their facts, so a figure of the wrong kind must stop `rates validate`
// (not the build, not a page showing NaN), named where it is typed.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConstants } from '../../../pipeline/validate/constants.ts';
import { loadFacts } from '../../../pipeline/validate/facts.ts';
import { REAL_SOURCES } from './helpers.ts';

const work = mkdtempSync(join(tmpdir(), 'tool-facts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const product = JSON.parse(readFileSync(join(REAL_SOURCES, 'product.json'), 'utf8')) as { productYear: number };

async function factsIssues(edit: (payment: string) => string) {
  const sources = join(work, String(Math.random()).slice(2));
  cpSync(join(REAL_SOURCES, 'facts'), join(sources, 'facts'), { recursive: true });
  cpSync(join(REAL_SOURCES, 'constants'), join(sources, 'constants'), { recursive: true });
  const file = join(sources, 'facts/tx/payment.json');
  writeFileSync(file, edit(readFileSync(file, 'utf8')));
  const { tables } = await loadConstants(sources);
  return (await loadFacts(sources, { tables, year: product.productYear })).issues;
}

describe('tool facts are checked when sources/ is validated', () => {
  it('the real facts pass', async () => {
    expect(await factsIssues((t) => t)).toEqual([]);
  });

  it('a typed figure where the tool needs a number is reported at its line and column', async () => {
    const issues = await factsIssues((t) => t.replace('"month": 11', '"month": "Nov"'));
    expect(issues).toHaveLength(1);
    const line =
      readFileSync(join(REAL_SOURCES, 'facts/tx/payment.json'), 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"month": 11')) + 1;
    expect(issues[0]!.where).toBe(`sources/facts/tx/payment.json:${line}:18`);
    expect(issues[0]!.message).toBe('earlyDiscounts.schedule.1.month: expected a value of type number, found "Nov"');
  });

  it('a missing figure is named by its field', async () => {
    const issues = await factsIssues((t) => t.replace(/"example": \{\s*"bill": [^}]*\}/, '"example": {}'));
    expect(issues.map((i) => i.message)).toEqual(['example.bill: expected a value of type number, found nothing']);
  });
});

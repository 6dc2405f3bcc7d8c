// Sourced constants (sources/constants/<scope>.csv): a figure without a source, a value of the wrong
// type, or a text constant cited where a number is due is refused at the cell that holds it, and
// nothing about the product year is guessed.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { validateSources } from '../../../pipeline/registry/validate-sources.ts';
import { formatIssue } from '../../../pipeline/result.ts';
import { parseCsv } from '../../../pipeline/ingest/ingest.ts';
import { CONSTANT_COLUMNS, checkConstants, constantFor } from '../../../pipeline/validate/constants.ts';
import { cleanupRoots, tempRoot } from './helpers.ts';

afterAll(cleanupRoots);

const HEAD = CONSTANT_COLUMNS.required.join(',');
const file = 'sources/constants/tx.csv';

/** Rewrites the mini fixture's tx constants with one row changed and returns the validation messages. */
async function validateWith(edit: (csv: string) => string): Promise<string[]> {
  const root = tempRoot();
  const path = join(root, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
  const result = await validateSources(root);
  return result.ok ? [] : result.errors.map(formatIssue);
}

const lineOf = (csv: string, key: string) => csv.split('\n').findIndex((l) => l.startsWith(`${key},`)) + 1;

describe('rates validate: sourced constants', () => {
  it('refuses a constant without a publisher, at its cell', async () => {
    let line = 0;
    const messages = await validateWith((csv) => {
      line = lineOf(csv, 'school_homestead_exemption');
      const rows = csv.split('\n');
      rows[line - 1] = rows[line - 1]!.replace(/^([^,]*,[^,]*,[^,]*,[^,]*,)("[^"]*"|[^,]*)/, '$1');
      return rows.join('\n');
    });
    expect(messages).toContain(`${file}:${line}:5 publisher: expected who published the figure, found nothing (empty)`);
  });

  it('refuses a string where a number is due, at the value cell', async () => {
    let line = 0;
    const messages = await validateWith((csv) => {
      line = lineOf(csv, 'local_homestead_exemption_min');
      return csv.replace(/^local_homestead_exemption_min,5000,/m, 'local_homestead_exemption_min,five thousand,');
    });
    expect(messages).toContain(
      `${file}:${line}:2 value: expected a bare number (unit usd; no $, % or commas), found "five thousand"`,
    );
  });

  it('refuses a text constant cited where the config needs a number, pointing at the constant', async () => {
    let line = 0;
    const messages = await validateWith((csv) => {
      line = lineOf(csv, 'local_homestead_exemption_min');
      return csv.replace(
        /^local_homestead_exemption_min,5000,usd,/m,
        'local_homestead_exemption_min,five thousand,text,',
      );
    });
    expect(messages).toContain(
      `${file}:${line}:2 value: expected a figure (it is used at calc.localHomesteadMinimum of sources/states/tx.json), found the text constant "five thousand" (unit text)`,
    );
  });

  it('refuses a config that cites a constant nobody wrote', async () => {
    const messages = await validateWith((csv) => csv.replace(/^senior_age,.*\n/m, ''));
    expect(messages).toContain(
      'sources/states/tx.json exemptions.over65.label.en: expected a constant senior_age in sources/constants/tx.csv for tax year 2026, found none',
    );
  });

  it("refuses a figure the engine cannot use (a date where an amount is due), at the constant's cell", async () => {
    let line = 0;
    const messages = await validateWith((csv) => {
      line = lineOf(csv, 'local_homestead_exemption_min');
      return csv.replace(/^local_homestead_exemption_min,5000,usd,/m, 'local_homestead_exemption_min,05-01,month-day,');
    });
    expect(messages).toContain(
      `${file}:${line}:2 value: expected a non-negative number, found "05-01" (it is used at calc.localHomesteadMinimum of sources/states/tx.json)`,
    );
  });

  it('refuses a bare number typed into a config instead of a citation', async () => {
    const root = tempRoot();
    const path = join(root, 'sources/states/tx.json');
    const config = JSON.parse(readFileSync(path, 'utf8'));
    config.exemptions.homestead.amount = 140000;
    writeFileSync(path, JSON.stringify(config));
    const result = await validateSources(root);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.map(formatIssue)).toContain(
        'sources/states/tx.json exemptions.homestead.amount: expected a reference to a sourced constant ("@key" from sources/constants/tx.csv), found the bare number 140000',
      );
  });
});

describe('constantFor: the figure for a tax year', () => {
  const table = (() => {
    const rows = [
      'a,100,usd,2024,P,D,,2026-11-23,high,',
      'a,110,usd,2025,P,D,,2026-11-23,high,',
      'a,,usd,2026,P,not found,,2026-11-23,low,',
      'b,5,percent,2021-,P,D,,2026-11-23,high,',
      'c,7,percent,2020-2022,P,D,,2026-11-23,high,',
    ];
    const t = parseCsv([HEAD, ...rows].join('\n'), 'x.csv', CONSTANT_COLUMNS);
    if (!t.ok) throw new Error('fixture');
    const checked = checkConstants(t.value);
    expect(checked.issues).toEqual([]);
    return checked.table;
  })();

  it('a year whose figure is not published yet gets the newest earlier one, marked as standing in', () => {
    expect(constantFor(table, 'a', 2026)).toMatchObject({ value: 110, taxYear: '2025', standIn: true });
    expect(constantFor(table, 'a', 2025)).toMatchObject({ value: 110, standIn: false });
  });

  it('an open span covers every later year; a closed one ends', () => {
    expect(constantFor(table, 'b', 2030)).toMatchObject({ value: 5, standIn: false });
    expect(constantFor(table, 'c', 2026)).toMatchObject({ value: 7, standIn: true });
    expect(constantFor(table, 'c', 2019)).toBeUndefined();
  });

  it('refuses two rows of one key for the same year, and a key whose unit changes', () => {
    const t = parseCsv(
      [
        HEAD,
        'a,1,usd,2024-2026,P,D,,2026-11-23,high,',
        'a,2,usd,2025,P,D,,2026-11-23,high,',
        'a,3,percent,2027,P,D,,2026-11-23,high,',
      ].join('\n'),
      'x.csv',
      CONSTANT_COLUMNS,
    );
    if (!t.ok) throw new Error('fixture');
    expect(checkConstants(t.value).issues.map(formatIssue)).toEqual([
      'x.csv:3:4 tax_year: expected years no other row of a covers (2024-2026 on x.csv:2), found "2025"',
      'x.csv:4:3 unit: expected usd, as on x.csv:2 for the same key, found percent',
    ]);
  });
});

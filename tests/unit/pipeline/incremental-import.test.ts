// An import plans only the files its kind of source reaches (pipeline/registry/): on the real
// sources, each kind of import must leave sources/ and generated/ byte for byte as a full
// `rates emit` after the same import would, and a refused import must still write nothing.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { setRunningCode } from '../../../pipeline/shared/running-code.ts';
import { checkedRecord } from '../../../pipeline/shared/checked-record.ts';
import { readChecked } from '../../../pipeline/shared/generated-data.ts';
import { unitsFileSchema } from '../../../schema/index.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emit } from '../../../pipeline/registry/emit.ts';
import { importUnits } from '../../../pipeline/import/unit-import.ts';
import { importRates } from '../../../pipeline/import/import.ts';
import { type Result, formatIssue } from '../../../pipeline/result.ts';
import type { ImportOutcome } from '../../../pipeline/import/import.ts';
import { REAL_SOURCES, REPO, cleanupRoots, copyRoot, hashTree, tempRoot } from './helpers.ts';

const inputs: string[] = [];
afterAll(() => {
  cleanupRoots();
  for (const dir of inputs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

let base: string;
beforeAll(async () => {
  base = tempRoot(REAL_SOURCES);
  const r = await emit(base);
  if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
}, 120_000);

/**
 * A copy of the emitted base root (a tempRoot of its own, so cleanupRoots removes it), with what the record of checked
 * files is made of (checked-record.ts), as in a checkout.
 */
function copyOfBase(): string {
  const root = copyRoot(base);
  for (const part of [
    'schema',
    'pipeline/shared/generated-reader.ts',
    'pipeline/shared/generated-data.ts',
    'package-lock.json',
  ])
    cpSync(join(REPO, part), join(root, part), { recursive: true });
  return root;
}

function csvFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'incremental-in-'));
  inputs.push(dir);
  const path = join(dir, 'in.csv');
  writeFileSync(path, text);
  return path;
}

/** Lines of a stored table whose text contains `needle` (the first one), for building an import from it. */
function lineOf(root: string, path: string, needle: string): { header: string; line: string } {
  const lines = readFileSync(join(root, path), 'utf8').split('\n');
  const line = lines.find((l) => l.includes(needle));
  if (!line) throw new Error(`${needle} not in ${path}`);
  return { header: lines[0]!, line };
}

type Importer = (root: string) => Promise<Result<ImportOutcome>>;

const CASES: [string, string, Importer][] = [
  [
    'a Texas unit (City of Austin, 2026 adopted)',
    'generated/units/tx.json',
    (root) =>
      importUnits({
        root,
        state: 'tx',
        year: 2026,
        file: csvFile(
          'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austin,0.579948,adopted,City of Austin,,2026-11-26\n',
        ),
      }),
  ],
  [
    'a county rate row (Alachua, Florida 2025, --partial)',
    'generated/rates/fl.json',
    (root) => {
      const { header, line } = lineOf(root, 'sources/rates/fl/2025.csv', '12001,Alachua County');
      const changed = line.replace(',2.08894,0.6251,', ',2.09894,0.6351,');
      if (changed === line) throw new Error('the Alachua row changed shape; update the test');
      return importRates({ root, state: 'fl', year: 2025, partial: true, file: csvFile(`${header}\n${changed}\n`) });
    },
  ],
  [
    'a New York unit (Town of Amherst, 2026 adopted)',
    'generated/units/ny.json',
    (root) =>
      importUnits({
        root,
        state: 'ny',
        year: 2026,
        file: csvFile(
          'county,unit_name,rate_per_1000,status,source,url,read_on,document\nErie,Town of Amherst,6.1234,adopted,Town of Amherst (test figure),https://example.org/amherst-2026-test,2026-11-26,2026 adopted budget (test)\n',
        ),
      }),
  ],
  [
    'a Florida area (City of Miami, 2025)',
    'generated/units/fl.json',
    (root) => {
      const { header, line } = lineOf(root, 'sources/units/fl/2025.csv', ',city-of-miami,');
      const changed = line.replace(',7.3616,mills,', ',7.0000,mills,');
      if (changed === line) throw new Error('the Miami row changed shape; update the test');
      return importUnits({ root, state: 'fl', year: 2025, file: csvFile(`${header}\n${changed}\n`) });
    },
  ],
];

describe('an import re-plans only what its kind reaches, and gives what a full emit gives', () => {
  it.each(CASES)(
    '%s',
    async (_name, output, run) => {
      const root = copyOfBase();
      const before = hashTree(root);
      const r = await run(root);
      if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
      const after = hashTree(root);
      // The import did change the file a user would look at.
      expect(after[output]).toBeDefined();
      expect(after[output]).not.toBe(before[output]);
      if (output.startsWith('generated/units/')) {
        // Planned from the reader's own schema, the written bytes are recorded as checked (the build only parses
        // them), and the reader's full check gives the same.
        const text = readFileSync(join(root, output), 'utf8');
        expect(checkedRecord(root).passed(output, text)).toBe(true);
        expect(JSON.stringify(readChecked(() => text, output, unitsFileSchema))).toBe(JSON.stringify(JSON.parse(text)));
      }
      // A full plan from the same sources finds nothing to write or remove: its check compares every
      // planned file's bytes with the disk, so a full emit here would change not one byte.
      const check = await emit(root, { check: true });
      expect(check.ok ? [] : check.errors.map(formatIssue)).toEqual([]);
      expect(hashTree(root)).toEqual(after);
    },
    120_000,
  );

  it("compiled code's memos (the earlier year's row index, the ZIP file's text, the units file's counties) change no byte an import writes", async () => {
    const austin = (rate: string) =>
      csvFile(
        `county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austin,${rate},adopted,City of Austin,,2026-11-26\n`,
      );
    const twice = async (root: string, code: string | undefined, rates = ['0.579948', '0.579949']) => {
      setRunningCode(code);
      try {
        for (const rate of rates) {
          const r = await importUnits({ root, state: 'tx', year: 2026, file: austin(rate) });
          if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
        }
      } finally {
        setRunningCode(undefined);
      }
    };
    const [compiled, source] = [copyOfBase(), copyOfBase()];
    // The ZIP package installed, as in a checkout: the imports make and keep Texas's ZIP file.
    for (const root of [compiled, source]) symlinkSync(join(REPO, 'node_modules'), join(root, 'node_modules'));
    await twice(compiled, 'code A');
    await twice(source, undefined);
    // The second import took the memos the first one kept.
    expect(existsSync(join(compiled, '.cache/tables/sources__units__tx__2025.csv.rows.json'))).toBe(true);
    expect(existsSync(join(compiled, '.cache/zips/tx.text'))).toBe(true);
    expect(existsSync(join(compiled, '.cache/units-text/tx.json'))).toBe(true);
    expect(existsSync(join(source, '.cache/zips/tx.text'))).toBe(false);
    expect(hashTree(compiled)).toEqual(hashTree(source));
    // An import run from the sources changes the units file behind the memo's back. The next import under the code,
    // back to the rate the memo was kept for, must not take Travis County's units from that other file; a later one
    // takes the memo's counties again.
    for (const root of [compiled, source]) await twice(root, undefined, ['0.579950']);
    for (const rate of ['0.579949', '0.579951']) {
      await twice(compiled, 'code A', [rate]);
      await twice(source, undefined, [rate]);
      expect(hashTree(compiled)).toEqual(hashTree(source));
    }
  }, 240_000);

  it('after a hand edit of another source since the last emit, an import plans everything and leaves no stale file', async () => {
    const root = copyOfBase();
    // Alachua's Florida row edited by hand, no `rates emit` run: a Texas import must not leave fl.json stale.
    const path = join(root, 'sources/rates/fl/2025.csv');
    const table = readFileSync(path, 'utf8');
    const edited = table.replace(/^(12001,Alachua County,.*),2\.08894,0\.6251,/m, '$1,2.09894,0.6351,');
    expect(edited).not.toBe(table);
    writeFileSync(path, edited);
    const fl = hashTree(root)['generated/rates/fl.json'];
    const r = await CASES[0]![2](root);
    if (!r.ok) throw new Error(r.errors.map(formatIssue).join('\n'));
    const after = hashTree(root);
    expect(after['generated/rates/fl.json']).not.toBe(fl);
    expect(readFileSync(join(root, 'generated/sources.sha256'), 'utf8')).toContain('  sources/units/tx/2026.csv\n');
    const check = await emit(root, { check: true });
    expect(check.ok ? [] : check.errors.map(formatIssue)).toEqual([]);
  }, 120_000);

  it('a source edited without an emit makes `rates emit --check` name the manifest', async () => {
    const root = copyOfBase();
    const path = join(root, 'sources/found/fl-2026.csv');
    writeFileSync(path, `${readFileSync(path, 'utf8')}\n`);
    const check = await emit(root, { check: true });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.map((e) => e.where)).toContain('generated/sources.sha256');
  }, 60_000);

  it('a refused unit import (a name that matches no unit) writes nothing', async () => {
    const root = copyOfBase();
    const before = hashTree(root);
    const r = await importUnits({
      root,
      state: 'tx',
      year: 2026,
      file: csvFile(
        'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austen City,0.579948,adopted,City of Austin,,2026-11-26\n',
      ),
    });
    expect(r.ok).toBe(false);
    expect(hashTree(root)).toEqual(before);
  }, 60_000);

  it('a unit import refused by a cross-check of another kind (the county row it bills) writes nothing', async () => {
    const root = copyOfBase();
    // A local exemption naming a unit that no table lists: the units' import must check it again.
    const path = join(root, 'sources/exemptions/tx-local-options.csv');
    const table = readFileSync(path, 'utf8');
    const [header, first] = table.split('\n');
    const ghost = first!.replace(/^([^,]*,)[^,]*/, '$1999-999-99');
    writeFileSync(path, `${header}\n${ghost}\n${table.split('\n').slice(1).join('\n')}`);
    const before = hashTree(root);
    const r = await importUnits({
      root,
      state: 'tx',
      year: 2026,
      file: csvFile(
        'county,unit_name,rate_pct,status,source,url,read_on\nTravis,Austin,0.579948,adopted,City of Austin,,2026-11-26\n',
      ),
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors.map(formatIssue).join('\n')).toContain('sources/exemptions/tx-local-options.csv');
    expect(hashTree(root)).toEqual(before);
  }, 60_000);
});

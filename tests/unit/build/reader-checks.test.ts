// A build loads the schemas of generated/ (and zod with them) only when a file it will read is not on
// record as checked (generator/reader-checks.ts). The data read is the same either way; a file the
// record does not vouch for is checked in full; bytes changed after the build looked are refused with
// a message, never read unchecked. emit writes each file as the check gives it, so that it can be on record.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkedRecord } from '../../../pipeline/shared/checked-record.ts';
import { readerSchema, sameJson } from '../../../pipeline/shared/generated-data.ts';
import { REPO, cleanupRoots, generatedRoot } from '../pipeline/helpers.ts';

afterAll(cleanupRoots);
// The modules loaded afresh below have no schemas; the rest of the run keeps the ones the setup loaded.
afterEach(() => vi.resetModules());

const PRODUCT = 'generated/product.json';
const sha256 = (bytes: string | Buffer): string => createHash('sha256').update(bytes).digest('hex');

/** The reader and its checks as a build thread has them: loaded afresh, without the schemas. */
async function freshReader() {
  vi.resetModules();
  const reader = await import('../../../pipeline/shared/generated-reader.ts');
  const { readerChecks } = await import('../../../generator/reader-checks.ts');
  expect(reader.readerSchemasLoaded()).toBe(false);
  return { ...reader, readerChecks };
}

function onRecord(root: string, file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const record = checkedRecord(root);
  record.pass(file, text);
  record.save();
  return sha256(text);
}

describe('the schemas of generated/ in a build', () => {
  it('are not loaded when every file is on record, and the data read is the file as emit wrote it', async () => {
    const root = generatedRoot();
    const sha = onRecord(root, PRODUCT);
    const r = await freshReader();
    const record = await r.readerChecks(root, [[PRODUCT, sha]]);
    expect(r.readerSchemasLoaded()).toBe(false);
    const product = r.generatedDataFrom(r.diskReader(root), record).product();
    expect(product).toEqual(JSON.parse(readFileSync(join(root, PRODUCT), 'utf8')));
  });

  it('are loaded for a file not on record, which is checked in full', async () => {
    const root = generatedRoot();
    const data = JSON.parse(readFileSync(join(root, PRODUCT), 'utf8'));
    data.productYear = 'twenty twenty-six';
    const text = JSON.stringify(data);
    writeFileSync(join(root, PRODUCT), text);
    const r = await freshReader();
    const record = await r.readerChecks(root, [[PRODUCT, sha256(text)]]);
    expect(r.readerSchemasLoaded()).toBe(true);
    expect(() => r.generatedDataFrom(r.diskReader(root), record).product()).toThrow(
      /generated\/product\.json is not what emit writes:\n {2}productYear: expected/,
    );
  });

  it('refuse bytes changed after the build looked: the command says to run again, and nothing is read unchecked', async () => {
    const root = generatedRoot();
    const sha = onRecord(root, PRODUCT);
    const r = await freshReader();
    const record = await r.readerChecks(root, [[PRODUCT, sha]]);
    const data = JSON.parse(readFileSync(join(root, PRODUCT), 'utf8'));
    writeFileSync(join(root, PRODUCT), JSON.stringify({ ...data, productYear: 1999 }));
    expect(() => r.generatedDataFrom(r.diskReader(root), record).product()).toThrow(
      'generated/product.json: expected the bytes on record as checked when the command began, found others (changed since); run it again',
    );
  });

  it('name the call a reader skipped when it reads a file to check without them', async () => {
    const root = generatedRoot();
    const r = await freshReader();
    expect(() => r.generatedDataFrom(r.diskReader(root)).product()).toThrow(
      /generated\/product\.json needs its check and no schemas are loaded: read generated\/ after readerChecks/,
    );
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? filesUnder(p) : [p];
  });
}

describe('generated/ as emit writes it', () => {
  it('holds each file the reader checks as its check gives it, so a record of its bytes stands for the check', () => {
    const checked = filesUnder(join(REPO, 'generated'))
      .map((p) => p.slice(REPO.length + 1))
      .filter((file) => readerSchema(file) !== undefined);
    expect(checked.length).toBeGreaterThan(30);
    const differing = checked.filter((file) => {
      const data = JSON.parse(readFileSync(join(REPO, file), 'utf8'));
      return !sameJson(readerSchema(file)!.parse(data), data);
    });
    expect(differing).toEqual([]);
  });
});

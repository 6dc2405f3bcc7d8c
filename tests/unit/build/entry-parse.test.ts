// A state's units file parsed county by county from its bytes (pipeline/shared/entry-parse.ts), where a build parsed
// its whole text: the value must be JSON.parse's of the text, keys in the same order, for every state's file; a file
// laid out otherwise is left to JSON.parse; and the site data's reader takes that parse where the bytes were checked.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { entryRanges } from '../../../pipeline/shared/entry-digests.ts';
import { parseByEntry } from '../../../pipeline/shared/entry-parse.ts';
import { type Reader, readCheckedWith } from '../../../pipeline/shared/generated-reader.ts';
import { toJson, toRecordJson } from '../../../pipeline/shared/format.ts';
import { unitsFileSchema } from '../../../schema/index.ts';

const STATES = ['tx', 'ny', 'fl', 'ca'] as const;

describe('a units file parsed county by county', () => {
  it.each(STATES)("gives what JSON.parse gives of generated/units/%s.json's text, key order too", (state) => {
    const bytes = readFileSync(`generated/units/${state}.json`);
    const whole = JSON.parse(bytes.toString('utf8')) as { counties: object };
    const parsed = parseByEntry(bytes, 'counties') as { counties: object };
    expect(parsed).toStrictEqual(whole);
    expect(JSON.stringify(parsed)).toBe(JSON.stringify(whole));
    expect(Object.keys(parsed.counties)).toEqual(Object.keys(whole.counties));
  });

  it('keeps accented names as they are in a county with them, and ASCII counties as they are', () => {
    const file = {
      state: 'tx',
      year: 2026,
      counties: { 48001: [{ id: 'a', name: 'Peñitas', es: 'Región –' }], 48003: [{ id: 'b', name: 'Andrews' }] },
    };
    expect(parseByEntry(Buffer.from(toRecordJson(file)), 'counties')).toStrictEqual(file);
  });

  it('is left to JSON.parse for a file laid out otherwise', () => {
    const file = { state: 'tx', year: 2026, counties: { 48001: [{ id: 'a', name: 'x' }] } };
    // Another indent, a key after the counties, a key JSON.parse reads as its own, no counties.
    expect(parseByEntry(Buffer.from(JSON.stringify(file, null, 4)), 'counties')).toBeUndefined();
    expect(parseByEntry(Buffer.from(toRecordJson({ ...file, more: 1 })), 'counties')).toBeUndefined();
    const own = JSON.parse('{"__proto__": [1]}') as object;
    expect(Object.hasOwn(own, '__proto__')).toBe(true);
    expect(parseByEntry(Buffer.from(toJson({ state: 'tx', counties: own })), 'counties')).toBeUndefined();
    expect(parseByEntry(Buffer.from(toRecordJson({ state: 'tx', counties: {} })), 'counties')).toBeUndefined();
    const twice = toRecordJson(file).replace('"48001": [', '"48001": [],\n    "48001": [');
    expect(parseByEntry(Buffer.from(twice), 'counties')).toBeUndefined();
  });

  it('is what the checked reader gives where the reader parses the file itself, and its text is then not read', () => {
    const file = 'generated/units/tx.json';
    const bytes = readFileSync(file);
    let texts = 0;
    const reader: Reader = Object.assign(
      (path: string) => {
        texts += 1;
        return path === file ? bytes.toString('utf8') : undefined;
      },
      { parsed: (path: string) => (path === file ? { value: parseByEntry(bytes, 'counties') } : undefined) },
    );
    const own = readCheckedWith(reader, file, () => unitsFileSchema);
    expect(texts).toBe(0);
    expect(JSON.stringify(own)).toBe(JSON.stringify(JSON.parse(bytes.toString('utf8'))));
  });
});

describe('a units file parsed county by county when each is read', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Each county's text in the file, by county. */
  const countyTexts = (bytes: Buffer): Map<string, string> =>
    new Map(entryRanges(bytes, 'counties')!.entries.map((e) => [e.key, bytes.toString('utf8', e.value, e.end)]));

  it.each(STATES)(
    "gives what JSON.parse gives of generated/units/%s.json's text, once every county is read",
    (state) => {
      const bytes = readFileSync(`generated/units/${state}.json`);
      const whole = JSON.parse(bytes.toString('utf8')) as { counties: object };
      const lazy = parseByEntry(bytes, 'counties', true) as { counties: object };
      expect(Object.keys(lazy.counties)).toEqual(Object.keys(whole.counties));
      expect(lazy).toStrictEqual(whole);
      expect(JSON.stringify(lazy)).toBe(JSON.stringify(whole));
    },
  );

  it("parses a county's text when it is first read, and that county's alone; one set is not parsed", () => {
    const bytes = readFileSync('generated/units/tx.json');
    const texts = countyTexts(bytes);
    const expected = JSON.parse(texts.get('48453')!) as unknown;
    const parse = vi.spyOn(JSON, 'parse');
    const counties = (parseByEntry(bytes, 'counties', true) as { counties: Record<string, unknown[]> }).counties;
    const parsed = (): string[] =>
      [...texts].filter(([, text]) => parse.mock.calls.some(([t]) => t === text)).map(([k]) => k);
    expect(Object.keys(counties)).toHaveLength(254);
    expect(parsed()).toEqual([]);
    const travis = counties['48453']!;
    expect(travis).toEqual(expected);
    // Read again, it is the same value, not parsed again.
    expect(counties['48453']).toBe(travis);
    expect(parse.mock.calls.filter(([t]) => t === texts.get('48453'))).toHaveLength(1);
    counties['48001'] = [];
    expect(counties['48001']).toEqual([]);
    expect(parsed()).toEqual(['48453']);
    // Still in the file's order, the one set included.
    expect(Object.keys(counties)).toEqual([...texts.keys()]);
  });
});

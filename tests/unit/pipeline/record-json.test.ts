// The large generated tables keep one county or unit per line, so a reviewer's diff of a rate change
// is that record's line alone, and they read back exactly as written.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { toJson, toRecordJson } from '../../../pipeline/shared/format.ts';

describe('record-per-line JSON', () => {
  it('reads back equal to the value, with nulls kept and undefined fields left out as JSON.stringify does', () => {
    const value = {
      state: 'tx',
      n: [1, undefined, null],
      counties: [{ fips: '48001', a: { b: [1, 2] }, c: undefined }],
    };
    expect(JSON.parse(toRecordJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
  });

  it('puts each record on its own line and indents what holds them', () => {
    const text = toRecordJson({
      counties: {
        '36029': [
          { id: 'a', ratePct: 1 },
          { id: 'b', ratePct: 2 },
        ],
      },
      empty: [],
    });
    expect(text).toBe(
      '{\n  "counties": {\n    "36029": [\n      {"id":"a","ratePct":1},\n      {"id":"b","ratePct":2}\n    ]\n  },\n  "empty": []\n}\n',
    );
  });

  it('writes generated/units/ny.json with one line per New York unit', () => {
    const text = readFileSync('generated/units/ny.json', 'utf8');
    const file = JSON.parse(text) as { counties: Record<string, unknown[]> };
    const units = Object.values(file.counties).reduce((n, list) => n + list.length, 0);
    expect(text.split('\n').filter((l) => l.trimStart().startsWith('{"id":')).length).toBe(units);
  });

  it('gives back byte for byte every JSON file of generated/ it or toJson wrote', () => {
    const files = readdirSync('generated', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));
    const records = files.filter((f) => {
      const text = readFileSync(`generated/${f}`, 'utf8');
      const value: unknown = JSON.parse(text);
      if (toRecordJson(value) === text) return true;
      expect(toJson(value), `generated/${f}`).toBe(text);
      return false;
    });
    expect(records).toEqual(expect.arrayContaining(['units/tx.json', 'units/ny.json', 'rates/us.json']));
  });
});

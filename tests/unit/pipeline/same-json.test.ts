// A generated/ file is recorded as checked only when its parse alone gives what its schema's parse gives, key order
// too (generated-data.ts): told by walking both values, not by writing both out as JSON. The walk must agree with
// the texts wherever it says "the same", and may only say "not the same" where they agree otherwise.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../../../pipeline/shared/generated-data.ts';
import { unitsFileSchema } from '../../../schema/index.ts';

const asText = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

describe('sameJson', () => {
  const cases: [string, unknown, unknown][] = [
    ['equal trees', { a: 1, b: [1, 'x', { c: null }] }, { a: 1, b: [1, 'x', { c: null }] }],
    ['keys in another order', { a: 1, b: 2 }, { b: 2, a: 1 }],
    ['a key with no value', { a: 1, b: undefined }, { a: 1 }],
    ['a key more', { a: 1 }, { a: 1, b: 2 }],
    ['a longer list', [1, 2], [1, 2, 3]],
    ['a number for a string', { a: 1 }, { a: '1' }],
    ['a list for an object', { a: [] }, { a: {} }],
    ['null for an object', { a: null }, { a: {} }],
    ['minus zero', { a: -0 }, { a: 0 }],
    ['a nested change', { a: { b: { c: [1, { d: 'x' }] } } }, { a: { b: { c: [1, { d: 'y' }] } } }],
  ];
  it.each(cases)('agrees with the texts: %s', (_, a, b) => {
    expect(sameJson(a, b)).toBe(asText(a, b));
  });

  it('says no where the texts agree but the walk cannot tell quickly (a toJSON, an undefined in a list)', () => {
    expect(sameJson({ a: new Date(0) }, { a: new Date(0) })).toBe(false);
    expect(sameJson([undefined], [null])).toBe(false);
  });

  it("agrees on a real file: the Texas units as read, and as the schema's parse gives them", () => {
    const data = JSON.parse(readFileSync('generated/units/tx.json', 'utf8')) as unknown;
    const parsed = unitsFileSchema.parse(data);
    expect(sameJson(parsed, data)).toBe(asText(parsed, data));
    expect(sameJson(parsed, data)).toBe(true);
  });
});

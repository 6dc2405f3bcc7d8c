// A number too large for a double is found in the body's text, under its top-level field, as sent.
import { describe, expect, it } from 'vitest';
import { overflowingNumber } from '../../../api/json-numbers.ts';

describe('overflowingNumber', () => {
  it('names the top-level field and the literal, also inside a nested value', () => {
    expect(overflowingNumber('{"email":"a@b.c","calculatedTax":1e999}')).toEqual({
      field: 'calculatedTax',
      literal: '1e999',
    });
    expect(overflowingNumber('{"tags":[1, {"x": -1E+400}]}')).toEqual({ field: 'tags', literal: '-1E+400' });
    expect(overflowingNumber('[2e308]')).toEqual({ field: 'body', literal: '2e308' });
    expect(overflowingNumber(`{"n":${'9'.repeat(400)}}`)).toEqual({ field: 'n', literal: `${'9'.repeat(37)}...` });
  });

  it('leaves numbers a double holds, and text that only looks like a number', () => {
    expect(overflowingNumber('{"calculatedTax":1.7e308,"tiny":1e-999,"n":-0}')).toBeNull();
    expect(overflowingNumber('{"subject":"1e999","k\\":1e999":"\\"1e999"}')).toBeNull();
  });
});

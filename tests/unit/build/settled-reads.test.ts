// What a page keeps of its reads (engine/reads.ts settledReads): the keys a later build checks before it skips the
// page. A key left out would let a page go stale; these check that a table kept whole stands for every record under
// it, however the reads arrived (one by one, or already settled by a memo and noted again).
import { describe, expect, it } from 'vitest';
import { SEP, collectReads, memoised, noteRead, settledReads } from '../../../engine/reads.ts';

const key = (...parts: string[]) => parts.join(SEP);
const records = (table: string, n: number) => Array.from({ length: n }, (_, i) => key(table, String(i)));

describe('settledReads', () => {
  it('keeps a few reads as they are, once each and sorted', () => {
    expect(settledReads([key('national', 'b'), key('national', 'a'), key('national', 'b')])).toEqual([
      key('national', 'a'),
      key('national', 'b'),
    ]);
  });

  it('keeps a table read in more than 64 places whole, with the reads of other tables', () => {
    const settled = settledReads([...records(key('states', 'tx', 'counties'), 65), key('maps', 'neighbours', '1')]);
    expect(settled).toEqual([key('maps', 'neighbours', '1'), key('states', 'tx', 'counties')]);
  });

  it('keeps a table read in 64 places record by record', () => {
    expect(settledReads(records('national', 64))).toHaveLength(64);
  });

  it('drops the records under a table that came whole (a memo noted again), however few the reads', () => {
    const table = key('allZips', 'counties');
    expect(settledReads([table, key(table, '10001'), key(table, '10003'), key('national', '7')])).toEqual([
      table,
      key('national', '7'),
    ]);
  });

  it('drops a table kept whole inside a larger one kept whole', () => {
    const inner = key('maps', 'neighbours');
    const settled = settledReads([inner, ...records('maps', 70)]);
    expect(settled).toEqual(['maps']);
  });

  it('does not take a key for the table of another that merely starts with the same letters', () => {
    expect(settledReads([key('national', '1'), key('national', '12')])).toEqual([
      key('national', '1'),
      key('national', '12'),
    ]);
  });

  it("gives a page that takes a memo's result the memo's table whole, and not its records", () => {
    const memo = new WeakMap<object, { value: number; reads: readonly string[] }>();
    const table = {};
    const walk = () =>
      memoised(memo, table, () => {
        for (const read of records(key('states', 'ca', 'counties'), 100)) noteRead(read);
        return 1;
      });
    walk();
    const page = collectReads(() => {
      noteRead(key('states', 'ca', 'counties', '3'));
      return walk();
    });
    expect(settledReads(page.reads)).toEqual([key('states', 'ca', 'counties')]);
  });
});

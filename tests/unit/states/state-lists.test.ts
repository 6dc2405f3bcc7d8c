// The registry's two lists are written from STATE_CODES: the committed ones match, a stale one stops every
// command but `rates emit` with what to run, and `rates emit` writes them before anything loads them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readyStateLists, staleStateLists } from '../../../cli/state-lists.ts';
import { stateListFiles } from '../../../pipeline/emit/state-lists.ts';
import { STATE_CODES } from '../../../schema/codes.ts';
import { ROOT } from '../calc/helpers.ts';

const argv = (...words: string[]) => ['node', 'cli.ts', ...words];
const made: string[] = [];
afterAll(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));
/** A scratch root, removed when the file's tests end. */
const scratchRoot = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'state-lists-'));
  made.push(root);
  return root;
};
const expected = stateListFiles(STATE_CODES);

/** A root whose engine list lacks its last state, as after a code is added to STATE_CODES. */
function staleRoot(): string {
  const root = scratchRoot();
  mkdirSync(join(root, 'states'));
  const last = STATE_CODES.at(-1)!;
  writeFileSync(
    join(root, 'states/engine-list.ts'),
    stateListFiles(STATE_CODES.filter((c) => c !== last))['states/engine-list.ts']!,
  );
  writeFileSync(join(root, 'states/module-list.ts'), expected['states/module-list.ts']!);
  return root;
}

describe("the state registry's lists", () => {
  it('the committed lists are what STATE_CODES gives, one import per state folder', () => {
    expect(staleStateLists(ROOT)).toEqual([]);
    for (const code of STATE_CODES) {
      expect(expected['states/engine-list.ts']).toContain(`import ${code} from './${code}/calc.ts';`);
      expect(expected['states/module-list.ts']).toContain(`import ${code} from './${code}/index.ts';`);
    }
  });

  it('a stale list stops any other command, naming the file and what to run', () => {
    const root = staleRoot();
    for (const words of [['calc', '--state', 'tx'], ['build'], ['rates', 'emit', '--check'], ['rates', 'validate']]) {
      expect(() => readyStateLists(root, argv(...words))).toThrow(
        /states\/engine-list\.ts: expected the states of STATE_CODES \(schema\/codes\.ts\), found another list/,
      );
    }
    expect(staleStateLists(root).map((w) => w.path)).toEqual(['states/engine-list.ts']);
  });

  it('`rates emit` writes the lists first, and then they match', () => {
    const root = staleRoot();
    readyStateLists(root, argv('rates', 'emit'));
    expect(readFileSync(join(root, 'states/engine-list.ts'), 'utf8')).toBe(expected['states/engine-list.ts']);
    expect(staleStateLists(root)).toEqual([]);
    // A missing list is written too.
    const bare = scratchRoot();
    mkdirSync(join(bare, 'states'));
    readyStateLists(bare, argv('rates', 'emit'));
    expect(staleStateLists(bare)).toEqual([]);
  });
});

// Each state's test cases, kept as data beside its rules (states/<code>/cases.json): a request, the
// figures its result must show and how they were worked out by hand. One runner reads every state's
// file, so a state's cases come with its folder.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../../../schema/codes.ts';
import { calculate, type GeneralInput } from '../../../states/estimate/index.ts';
import { loadConfig, ROOT } from '../calc/helpers.ts';

interface Case {
  name: string;
  ratePct: number;
  input: Partial<GeneralInput> & { homeValue: number };
  why: string;
  expect: Record<string, number | string | boolean>;
}

const at = (value: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v as Record<string, unknown> | undefined)?.[key], value);

const withCases = STATE_CODES.filter((code) => existsSync(join(ROOT, `states/${code}/cases.json`)));

describe("each state's cases, as data beside its rules", () => {
  it('every state has its cases', () => {
    expect(withCases).toEqual([...STATE_CODES]);
  });

  for (const code of withCases) {
    const file = JSON.parse(readFileSync(join(ROOT, `states/${code}/cases.json`), 'utf8')) as { cases: Case[] };
    describe(code, () => {
      it('has cases, each saying how its figures were worked out', () => {
        expect(file.cases.length).toBeGreaterThan(0);
        for (const c of file.cases) expect(c.why.length, c.name).toBeGreaterThan(10);
      });
      for (const c of file.cases)
        it(c.name, () => {
          const out = calculate({ state: code, input: c.input, config: loadConfig(code), ratePct: c.ratePct });
          if (!out.ok) throw new Error(JSON.stringify(out.errors));
          const figures = Object.keys(c.expect);
          expect(figures.length).toBeGreaterThan(0);
          for (const path of figures) {
            const want = c.expect[path];
            const got = at(out.result, path);
            if (typeof want === 'number') expect(got, `${path} (${c.why})`).toBeCloseTo(want, 3);
            else expect(got, path).toEqual(want);
          }
        });
    });
  }
});

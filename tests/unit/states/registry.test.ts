// The state registry and STATE_CODES (schema/codes.ts) are the one list of states: every other list derives from
// them, and a state
// module stays pure data plus its engine side (no React, no Node), so pages, the pipeline and the
// browser bundles can all read it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONSTANT_SCOPES } from '../../../pipeline/validate/constants.ts';
import { CALC_STATES } from '../../../states/estimate/request.ts';
import { CALC_STATE_MODULES } from '../../../states/engines.ts';
import { STATE_CODES } from '../../../schema/codes.ts';
import { GUIDE_STATES as PATH_GUIDE_STATES, PATH_PAIRS } from '../../../i18n/paths.ts';
import { STATE_SLUG } from '../../../i18n/content/catalogue.ts';
import { GUIDE_STATES, STATES } from '../../../states/index.ts';
import { CODE_ROOTS } from '../architecture/import-graph.ts';
import { ROOT } from '../calc/helpers.ts';

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
const code = (dir: string): string[] => walk(join(ROOT, dir)).filter((f) => /\.tsx?$/.test(f));

describe('the state registry', () => {
  it('has one module per state code, in the codes’ order, each with its own engine side', () => {
    expect(Object.keys(STATES)).toEqual([...STATE_CODES]);
    expect(Object.keys(CALC_STATE_MODULES)).toEqual([...STATE_CODES]);
    for (const c of STATE_CODES) {
      expect(STATES[c].code).toBe(c);
      expect(STATES[c].calc).toBe(CALC_STATE_MODULES[c]);
    }
  });

  it('is where every derived list of states comes from', () => {
    expect(CALC_STATES).toEqual([...STATE_CODES, 'nyc', 'us']);
    expect(CONSTANT_SCOPES).toEqual(CALC_STATES);
    expect(PATH_GUIDE_STATES).toBe(GUIDE_STATES);
    expect(GUIDE_STATES).toEqual(['texas', 'california', 'florida', 'new-york']);
    expect(new Set(GUIDE_STATES).size).toBe(STATE_CODES.length);
    for (const c of STATE_CODES) expect(STATE_SLUG[c]).toBe(STATES[c].guideSlug);
    // Each state's guides get their English ↔ Spanish pairs from its slug.
    for (const slug of GUIDE_STATES)
      expect(PATH_PAIRS.map(([en]) => en)).toContain(`/guides/${slug}-property-taxes-explained`);
  });

  it('is the only literal list of every state in the code', () => {
    // An array literal of quoted codes that names every state restates the list; a list of some states (those billed
    // by area, say) is a fact about them.
    const arrays = /\[\s*'[a-z]{2,3}'(?:\s*,\s*'[a-z]{2,3}')+\s*,?\s*\]/g;
    const everyState = (text: string) => STATE_CODES.every((c) => text.includes(`'${c}'`));
    const found = [...CODE_ROOTS, 'bench']
      .flatMap((d) => (d.endsWith('.ts') ? [join(ROOT, d)] : code(d)))
      .flatMap((f) =>
        [...readFileSync(f, 'utf8').matchAll(arrays)].filter((m) => everyState(m[0])).map(() => relative(ROOT, f)),
      );
    expect(found).toEqual(['schema/codes.ts']);
  });

  it('state modules import only states, engine and schema/, never React, Node or the pipeline', () => {
    const root = join(ROOT, 'states');
    const calc = resolve(ROOT, 'engine');
    const schema = resolve(ROOT, 'schema');
    const files = code('states');
    // With no file to read, the loop below would pass.
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const src = readFileSync(file, 'utf8');
      // A module name has no space: a sentence's `from` ("… on ${f.date('from')}, after …") is no import.
      for (const m of src.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"\s]+)['"]/g)) {
        const target = resolve(dirname(file), m[1]!);
        expect(m[1], file).toMatch(/^\./);
        const inside = [root, calc, schema].some((dir) => target.startsWith(`${dir}/`));
        expect(inside, `${file} imports ${m[1]}`).toBe(true);
      }
    }
  });
});

// The translators fill placeholders with compiled templates instead of i18next's interpolation:
// for every text of every table and state pack, in both languages, the two give the same string.
import { describe, expect, it } from 'vitest';
import {
  BASE_STRINGS,
  compileTemplate,
  createTranslatorFrom,
  leafKeys,
  statePackFor,
  type Vars,
} from '../../../i18n/index.ts';
import type { Lang, Variant } from '../../../schema/codes.ts';

const VARIANTS: Variant[] = ['hub', 'tx', 'ca', 'fl', 'ny'];

/** Values for every placeholder a text names, one left out so a missing variable is covered too. */
function varsFor(template: string, i: number): Vars {
  const names = [...template.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((m) => m[1]!);
  const vars: Vars = {};
  names.forEach((name, j) => {
    if (j === names.length - 1 && i % 7 === 0) return;
    vars[name] = j % 2 ? 1234.5 : name === 'county' ? 'Harris County' : `v-${name}`;
  });
  return vars;
}

describe('compiled templates', () => {
  for (const variant of VARIANTS) {
    for (const lang of ['en', 'es'] as Lang[]) {
      it(`fill every text as i18next does (${variant}, ${lang})`, () => {
        const layers = { current: BASE_STRINGS[lang], pack: statePackFor(variant, lang), english: BASE_STRINGS.en };
        const compiled = createTranslatorFrom(lang, layers);
        const reference = createTranslatorFrom(lang, layers, { interpolation: 'i18next' });
        const keys = [...new Set([...leafKeys(BASE_STRINGS.en), ...leafKeys(layers.pack ?? {})])];
        const differing = keys.filter((key, i) => {
          const vars = varsFor(reference(key), i);
          return compiled(key, vars) !== reference(key, vars);
        });
        expect(differing).toEqual([]);
        expect(keys.length).toBeGreaterThan(500);
      });
    }
  }

  for (const variant of VARIANTS)
    for (const lang of ['en', 'es'] as Lang[])
      it(`give every text without values as i18next does, groups and unknown keys too (${variant}, ${lang})`, () => {
        const layers = { current: BASE_STRINGS[lang], pack: statePackFor(variant, lang), english: BASE_STRINGS.en };
        const direct = createTranslatorFrom(lang, layers);
        const reference = createTranslatorFrom(lang, layers, { interpolation: 'i18next' });
        const keys = [...new Set([...leafKeys(BASE_STRINGS.en), ...leafKeys(layers.pack ?? {})])];
        const groups = [...new Set(keys.map((k) => k.slice(0, k.lastIndexOf('.'))))];
        const asked = [...keys, ...groups, 'no.such.key', 'calculator', 'constructor', '__proto__.x', ''];
        expect(asked.filter((key) => direct(key) !== reference(key))).toEqual([]);
      });

  it('fall through an empty text to the next table, keep placeholders without values, and leave nesting and dotted keys to i18next', () => {
    const english = {
      a: { b: 'English', c: 'English c' },
      x: { y: 'nested' },
      p: { name: 'Hi {{name}}', number: '{{n, number}} homes', nest: '$t(a.c), then' },
    };
    const current = { a: { b: '', c: 'Actual c' } };
    for (const layers of [
      { current, english },
      { current, english: { ...english, 'x.y': 'flat' } },
      { current: { a: { b: 'Actual' } }, english },
    ]) {
      const direct = createTranslatorFrom('es', layers);
      const reference = createTranslatorFrom('es', layers, { interpolation: 'i18next' });
      for (const key of ['a.b', 'a.c', 'x.y', 'a', 'x', 'p.name', 'p.number', 'p.nest'])
        expect(direct(key), key).toBe(reference(key));
    }
    expect(createTranslatorFrom('es', { current, english })('a.b')).toBe('English');
  });

  it('leave a placeholder without a value as written, and hand formats to i18next', () => {
    expect(compileTemplate('{{a}} and {{ b }}')!({ a: 1 })).toBe('1 and {{ b }}');
    expect(compileTemplate('{{a, number}}')).toBeNull();
  });
});

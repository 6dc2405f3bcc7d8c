import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { createTranslator, createTranslatorFrom, interpolate } from '../../../i18n/index.ts';

// Spec §4: current-language base, then state pack, then English base, then the key itself.
describe('lookup order', () => {
  const t = createTranslatorFrom('es', {
    current: { a: { inBase: 'base es', everywhere: 'base es' } },
    pack: { a: { inPack: 'pack es', everywhere: 'pack es', packAndEnglish: 'pack es' } },
    english: { a: { inEnglish: 'base en', everywhere: 'base en', packAndEnglish: 'base en' } },
  });

  it('takes the current-language base first', () => {
    expect(t('a.inBase')).toBe('base es');
    expect(t('a.everywhere')).toBe('base es');
  });
  it('then the state pack', () => {
    expect(t('a.inPack')).toBe('pack es');
    expect(t('a.packAndEnglish')).toBe('pack es');
  });
  it('then the English base', () => {
    expect(t('a.inEnglish')).toBe('base en');
  });
  it('then the key itself', () => {
    expect(t('a.nowhere')).toBe('a.nowhere');
    expect(t('not.a.key: with text')).toBe('not.a.key: with text');
    // a key naming a group rather than a text
    expect(t('a')).toBe('a');
  });
  it('works without a pack', () => {
    const noPack = createTranslatorFrom('es', { current: { x: 'es' }, english: { x: 'en', y: 'en only' } });
    expect(noPack('x')).toBe('es');
    expect(noPack('y')).toBe('en only');
    expect(noPack('z')).toBe('z');
  });
  it('keeps English current and English fallback apart', () => {
    const t2 = createTranslatorFrom('en', { current: { x: 'current' }, english: { x: 'fallback', y: 'fallback' } });
    expect(t2('x')).toBe('current');
    expect(t2('y')).toBe('fallback');
  });
  it('treats an empty text as missing', () => {
    const t3 = createTranslatorFrom('es', { current: { x: '' }, english: { x: 'en' } });
    expect(t3('x')).toBe('en');
  });
});

describe('createTranslator with the real tables', () => {
  it('uses the state pack of the variant', () => {
    expect(createTranslator('en', 'tx')('local.countyOffice')).toBe('Appraisal district');
    expect(createTranslator('en', 'fl')('local.countyOffice')).toBe('Property appraiser');
    expect(createTranslator('en', 'ca')('local.countyOffice')).toBe('Assessor');
    expect(createTranslator('en', 'ny')('local.countyOffice')).toBe('Assessor');
    expect(createTranslator('es', 'tx')('local.countyOffice')).toBe('Distrito de tasación');
    expect(createTranslator('es', 'fl')('local.countyOffice')).toBe('Tasador de propiedades');
  });
  it('has no pack for the hub, which names no state’s offices', () => {
    expect(createTranslator('en', 'hub')('local.countyOffice')).toBe('local.countyOffice');
    expect(createTranslator('es')('local.countyOffice')).toBe('local.countyOffice');
  });
  it('falls back to the key when no pack could be loaded (null)', () => {
    expect(createTranslator('es', null)('local.countyOffice')).toBe('local.countyOffice');
    expect(createTranslator('es', null)('calculator.calculate')).toBe('Calcular');
  });
  it('accepts a pack table loaded at run time', () => {
    const t = createTranslator('es', { local: { countyOffice: 'Oficina' } });
    expect(t('local.countyOffice')).toBe('Oficina');
    expect(t('calculator.calculate')).toBe('Calcular');
  });
  it('reports its language and whether a key exists', () => {
    const t = createTranslator('es', 'tx');
    expect(t.lang).toBe('es');
    expect(t.t('calculator.calculate')).toBe('Calcular');
    const { t: detached } = createTranslator('en', 'tx');
    expect(detached('wizard.next')).toBe('Next');
    expect(t.has('calculator.calculate')).toBe(true);
    expect(t.has('local.countyOffice')).toBe(true);
    expect(t.has('calculator.nope')).toBe(false);
  });
  it('fills placeholders, without HTML escaping, and leaves unknown ones visible', () => {
    const t = createTranslator('en', 'tx');
    expect(t('wizard.stepOf', { current: 3, total: 4 })).toBe('Step 3 of 4');
    expect(t('counties.noneFound', { query: '<b>"Har"</b>' })).toBe('No counties found matching "<b>"Har"</b>"');
    // `count` is a plain variable here, not an i18next plural switch
    expect(t('counties.count', { count: 254 })).toBe('254 counties');
    expect(t('wizard.stepOf')).toBe('Step {{current}} of {{total}}');
    expect(createTranslator('es', 'tx')('wizard.stepOf', { current: 1, total: 4 })).toBe('Paso 1 de 4');
  });
});

describe('interpolate', () => {
  it('replaces known names and keeps the rest', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'two' })).toBe('1 and two and {{c}}');
    expect(interpolate('no vars')).toBe('no vars');
  });
});

describe('i18n stays browser-safe', () => {
  const root = resolve(import.meta.dirname, '../../../i18n');
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? files(join(dir, f)) : [join(dir, f)]));

  // states: the state modules' lists (guide slugs, what an estimate leaves out) are pure data.
  const states = resolve(root, '../states');
  it('imports only itself, engine and schema/ types, the state modules and i18next', () => {
    // i18n/content/ (the guide catalogue) runs only in Node, at build and in `rates validate`.
    const checked = files(root).filter((f) => !f.startsWith(`${root}/content/`));
    expect(checked.length).toBeGreaterThan(0);
    for (const file of checked) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)) {
        const spec = m[1] ?? '';
        const target = spec.startsWith('.') ? resolve(dirname(file), spec) : spec;
        const schema = target.startsWith(resolve(root, '../schema') + '/');
        const calc = target.startsWith(resolve(root, '../engine') + '/');
        const ok =
          spec === 'i18next' || target.startsWith(`${root}/`) || schema || calc || target.startsWith(`${states}/`);
        expect(ok, `${file} imports ${spec}`).toBe(true);
        if (schema || calc) expect(m[0], file).toMatch(/^\s*(?:import|export) type/);
      }
    }
  });

  it('bundles for the browser without Node built-ins', async () => {
    const result = await build({
      entryPoints: [join(root, 'index.ts')],
      bundle: true,
      platform: 'browser',
      format: 'esm',
      write: false,
      logLevel: 'silent',
      charset: 'utf8',
    });
    expect(result.errors).toEqual([]);
    expect(result.outputFiles[0]?.text).toContain('Distrito de tasación');
  });
});

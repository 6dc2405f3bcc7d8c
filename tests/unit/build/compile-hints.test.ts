// The code a page runs as it loads is marked for V8 to compile while it streams in; code loaded on
// demand, or waiting for the visitor, is left to compile when first called.
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { bundleAssets } from '../../../generator/assets.ts';
import { COMPILE_HINT, loadedUpFront, withCompileHint } from '../../../generator/compile-hints.ts';

const output = (entryPoint: string | undefined, imports: Metafile['outputs'][string]['imports']) => ({
  bytes: 1,
  inputs: {},
  exports: [],
  imports,
  ...(entryPoint ? { entryPoint } : {}),
});

describe('loadedUpFront', () => {
  const metafile: Metafile = {
    inputs: {},
    outputs: {
      'assets/calculator-A.js': output('browser/client/calculator.tsx', [
        { path: 'assets/chunk-react.js', kind: 'import-statement' },
        { path: 'assets/chunk-wizard.js', kind: 'dynamic-import' },
      ]),
      'assets/chunk-react.js': output(undefined, [{ path: 'assets/chunk-shared.js', kind: 'import-statement' }]),
      'assets/chunk-shared.js': output(undefined, []),
      'assets/chunk-wizard.js': output(undefined, [{ path: 'assets/chunk-react.js', kind: 'import-statement' }]),
      'assets/search-B.js': output('browser/client/search.tsx', [
        { path: 'assets/chunk-search.js', kind: 'import-statement' },
      ]),
      'assets/chunk-search.js': output(undefined, []),
    },
  };

  it('follows static imports from the named entries, through chunks, and nothing loaded on demand', () => {
    expect([...loadedUpFront(metafile, ['browser/client/calculator.tsx'])].sort()).toEqual([
      'assets/calculator-A.js',
      'assets/chunk-react.js',
      'assets/chunk-shared.js',
    ]);
  });

  it('names nothing for an entry the bundle does not have', () => {
    expect(loadedUpFront(metafile, ['browser/client/missing.tsx']).size).toBe(0);
  });
});

describe('the bundled islands', () => {
  it('mark the calculator and the page script with their static chunks, and leave search, forms and lazy chunks alone', async () => {
    const { files } = await bundleAssets(process.cwd(), 'compile-hints-test');
    const text = (rel: string): string => new TextDecoder().decode(files.find((f) => f.rel === rel)!.contents);
    const marked = (rel: string): boolean => text(rel).startsWith(COMPILE_HINT);
    const js = files.map((f) => f.rel).filter((rel) => rel.endsWith('.js'));
    const entry = (name: string): string => js.find((rel) => rel.startsWith(`assets/${name}-`))!;
    expect(marked(entry('calculator'))).toBe(true);
    expect(marked(entry('page'))).toBe(true);
    expect(marked(entry('search'))).toBe(false);
    expect(marked(entry('forms'))).toBe(false);
    // Every chunk the calculator imports statically is marked; some chunk (loaded on demand) is not.
    for (const [, path] of text(entry('calculator')).matchAll(/from"\.\/(chunk-[A-Z0-9]+\.js)"/g))
      expect(marked(`assets/${path}`), path).toBe(true);
    expect(js.some((rel) => rel.includes('/chunk-') && !marked(rel))).toBe(true);
  });

  it('keeps the code after the mark byte for byte', () => {
    const code = new TextEncoder().encode('export const a=1;');
    expect(new TextDecoder().decode(withCompileHint(code))).toBe(`${COMPILE_HINT}export const a=1;`);
  });
});

// site/calc runs in the browser bundle: it may import only itself (no Node, no React, no DOM).
// The one exception is erased at build time: types.ts re-exports the generated/ types derived from
// the output schemas with `export type { … } from '../../pipeline/emit/output-schemas.ts'`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

const dir = `${ROOT}site/calc/`;
// The states' engine modules sit in states/: a file may import any module of site/calc, never one outside it.
const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));

describe('site/calc purity', () => {
  it.each(files)('%s imports only modules of site/calc', (file) => {
    const src = readFileSync(dir + file, 'utf8').replace(
      /^export type \{[^}]*\} from '\.\.\/\.\.\/pipeline\/emit\/output-schemas\.ts';$/m,
      '',
    );
    const specifiers = [...src.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const s of specifiers) {
      expect(s).toMatch(/^\.\.?\/[\w/.-]+\.ts$/);
      expect(relative(dir, join(dir, dirname(file), s!))).not.toMatch(/^\.\./);
    }
    expect(src).not.toMatch(/\b(?:window|document|process|require)\b\s*[.(]/);
  });
});

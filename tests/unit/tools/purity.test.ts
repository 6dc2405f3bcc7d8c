// engine/tools runs in the browser bundle: it may import only engine and schema/'s codes (no Node, React, DOM).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.ts';

const dir = `${ROOT}engine/tools/`;
const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));

describe('engine/tools purity', () => {
  it.each(files)('%s imports only engine modules and schema/', (file) => {
    const src = readFileSync(dir + file, 'utf8');
    const specifiers = [...src.matchAll(/\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
    for (const s of specifiers) expect(s).toMatch(/^(?:\.\.?\/[\w-]+|\.\.\/\.\.\/schema\/[\w-]+)\.ts$/);
    expect(src).not.toMatch(/\b(?:window|document|process|require|Date)\b\s*[.(]/);
  });
});

// site/ never takes code from pipeline/: the browser bundles must stay free of Node and zod. The
// one crossing is the output types, which are derived from the zod schemas emit writes with
// (pipeline/emit/output-schemas.ts) and reach site/ only as `export type`/`import type`, erased
// when the islands are bundled.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('site/ and pipeline/', () => {
  it('site/ reaches pipeline/ only for types', () => {
    const crossings: string[] = [];
    for (const file of files(join(ROOT, 'site'))) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/\b(import|export)\s+(type\s+)?(?:\{[^}]*\}|\*|[\w$]+)\s*from\s*'([^']+)'/g)) {
        if (m[3]!.includes('pipeline/') && !m[2])
          crossings.push(`${relative(ROOT, file)}: ${m[0].replace(/\s+/g, ' ')}`);
      }
      for (const m of src.matchAll(/\bimport\s*\(\s*'([^']*pipeline\/[^']*)'/g))
        crossings.push(`${relative(ROOT, file)}: ${m[0]}`);
    }
    expect(crossings).toEqual([]);
  });
});

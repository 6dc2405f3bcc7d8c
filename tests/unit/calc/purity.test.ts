// site/calc runs in the browser bundle and in the CLI: no Node, no React, no DOM. What it may import
// (itself and schema/) is held by tests/unit/architecture/layering.test.ts; this holds what it may use.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../architecture/import-graph.ts';
import { ROOT } from './helpers.ts';

const files = sourceFiles(ROOT, 'site/calc');

describe('site/calc purity', () => {
  it('reads every engine file, tools included', () => {
    expect(files).toContain('site/calc/texas.ts');
    expect(files).toContain('site/calc/tools/payment.ts');
  });

  it.each(files)('%s uses no Node or browser globals', (file) => {
    const src = readFileSync(ROOT + file, 'utf8');
    expect(src).not.toMatch(/\b(?:window|document|process|require)\b\s*[.(]/);
  });
});

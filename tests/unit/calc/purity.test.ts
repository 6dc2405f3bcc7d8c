// The engine (engine, the states' folders and the estimate entry points) runs in the browser bundle and in the
// CLI: no Node, no React, no DOM. What each may import is held by tests/unit/architecture/layering.test.ts; this holds
// what they may use.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../architecture/import-graph.ts';
import { ROOT } from './helpers.ts';

const files = ['engine', 'states', 'states/estimate'].flatMap((dir) => sourceFiles(ROOT, dir));

describe('engine purity', () => {
  it('reads every engine file, tools included', () => {
    expect(files).toContain('states/tx/engine.ts');
    expect(files).toContain('states/estimate/index.ts');
    expect(files).toContain('engine/tools/payment.ts');
  });

  it.each(files)('%s uses no Node or browser globals', (file) => {
    const src = readFileSync(ROOT + file, 'utf8');
    expect(src).not.toMatch(/\b(?:window|document|process|require)\b\s*[.(]/);
  });
});

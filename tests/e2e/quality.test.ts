// The quality bar on the built output: page weight budgets for every county page, and Lighthouse
// (mobile) scores on the hub home, a state home, a county page and a guide.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES } from '../../bench/lighthouse.ts';
import { belowBudget, runLighthouseMedian } from '../../bench/lighthouse-run.ts';
import { PAGE_BUDGETS, countyPages, pageWeight } from '../../pipeline/build/page-weight.ts';
import { sitePlan } from '../../pipeline/build/plan.ts';
import { type Harness, startHarness } from './harness.ts';

const root = process.cwd();
const plan = sitePlan(root, {});

describe.each(['tx', 'ca', 'fl', 'ny'] as const)('page weight budgets, %s county pages', (variant) => {
  const dist = join(root, 'dist', variant);
  const weights = countyPages(dist).map((f) => ({ f, ...pageWeight(dist, f, plan[variant].base) }));

  it(`HTML ≤ ${PAGE_BUDGETS.htmlKb} KB brotli on every county page`, () => {
    expect(weights.filter((w) => w.htmlBr > PAGE_BUDGETS.htmlKb * 1024).map((w) => `${w.f}: ${w.htmlBr}`)).toEqual([]);
  });

  it(`CSS ≤ ${PAGE_BUDGETS.cssKb} KB and JS before any interaction ≤ ${PAGE_BUDGETS.jsKb} KB brotli`, () => {
    expect(Math.max(...weights.map((w) => w.cssBr))).toBeLessThanOrEqual(PAGE_BUDGETS.cssKb * 1024);
    expect(Math.max(...weights.map((w) => w.jsBr))).toBeLessThanOrEqual(PAGE_BUDGETS.jsKb * 1024);
    expect(weights[0]!.scripts.some((s) => s.includes('calculator'))).toBe(true);
  });
});

describe('Lighthouse (mobile)', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h?.close(); });

  it('keeps performance ≥ 95, accessibility, best practices and SEO at 100, CLS < 0.02 and TBT < 100 ms', async () => {
    const scores = await runLighthouseMedian(LIGHTHOUSE_PAGES.map((p) => `${h.origin}${p}`));
    const problems = scores.flatMap((s) => belowBudget(s).map((b) => `${s.url}: ${b} (failing audits: ${s.failing.join(', ') || 'none'})`));
    expect(problems).toEqual([]);
  }, 300_000);
});

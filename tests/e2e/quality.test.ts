// The quality bar on the built output: page weight budgets for every county page, and Lighthouse
// (mobile) accessibility, best-practice and SEO audits on the hub home, a state home, a county page
// and a guide. Performance scores and timings (TBT, CLS, LCP) vary with the machine's load: they
// are measured by `npm run bench`, never asserted here.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIGHTHOUSE_PAGES } from '../../bench/lighthouse.ts';
import { DETERMINISTIC_CATEGORIES, auditsBelowBudget, runLighthouse } from '../../bench/lighthouse-run.ts';
import { PAGE_BUDGETS, countyPages, pageWeight } from '../../generator/page-weight.ts';
import { sitePlan } from '../../generator/plan.ts';
import { type Harness, startHarness, testBrowserPath } from './harness.ts';

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
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    await h?.close();
  });

  // The Spanish county page too: its longer words wrap links into targets smaller than 24 px (issue 22).
  it('keeps accessibility, best practices and SEO at 100', async () => {
    const scores = await runLighthouse(
      [...LIGHTHOUSE_PAGES, '/tx/es/condado/harris'].map((p) => `${h.origin}${p}`),
      DETERMINISTIC_CATEGORIES,
      testBrowserPath(),
    );
    const problems = scores.flatMap((s) =>
      auditsBelowBudget(s).map((b) => `${s.url}: ${b} (failing audits: ${s.failing.join(', ') || 'none'})`),
    );
    expect(problems).toEqual([]);
    // Five Lighthouse runs: a generous limit, so a busy machine makes the test slow, never red.
  }, 300_000);
});

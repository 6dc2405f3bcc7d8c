// Runs Lighthouse (mobile settings, its defaults) against a locally served page in Debian's Chromium.
import { median as middle } from '../engine/median.ts';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, FULL_CHROMIUM } from '../tests/e2e/harness.ts';

export interface LighthouseScores {
  url: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  failing: string[];
}

export const LIGHTHOUSE_BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
  tbtMs: 100,
};

/**
 * The categories whose audits look at the page itself (markup, headers, console), not at how fast
 * it ran: the same page scores the same on a busy machine, so the test suite can assert them.
 */
export const DETERMINISTIC_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
const ALL_CATEGORIES = ['performance', ...DETERMINISTIC_CATEGORIES];

/**
 * Without the performance category nothing is timed, so Lighthouse need not wait for long quiet
 * spells after the load, take the full-page screenshot, or run the unweighted back/forward-cache
 * check: about half the time per page, the same verdicts.
 */
const AUDIT_ONLY = {
  disableFullPageScreenshot: true,
  skipAudits: ['bf-cache'],
  pauseAfterFcpMs: 0,
  pauseAfterLoadMs: 250,
  networkQuietThresholdMs: 500,
  cpuQuietThresholdMs: 250,
};

/**
 * The bench times pages in Debian's full Chromium (`CHROME_PATH` names another), so its figures
 * compare with earlier ones; the test suite passes its own, lighter browser for the audits.
 */
export async function runLighthouse(
  urls: string[],
  onlyCategories: string[] = ALL_CATEGORIES,
  chromePath: string = process.env.CHROME_PATH ?? FULL_CHROMIUM,
): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const results: LighthouseScores[] = [];
    for (const url of urls) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories,
        ...(onlyCategories.includes('performance') ? {} : AUDIT_ONLY),
      });
      if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits } = run.lhr;
      const score = (id: string): number => Math.round((categories[id]?.score ?? 0) * 100);
      const failing = Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => `${a.id}${offenders(a.details)}`);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        cls: Number(audits['cumulative-layout-shift']?.numericValue ?? 1),
        tbtMs: Number(audits['total-blocking-time']?.numericValue ?? 1e9),
        lcpMs: Number(audits['largest-contentful-paint']?.numericValue ?? 1e9),
        failing,
      });
    }
    return results;
  } finally {
    await chrome.kill();
  }
}

/**
 * The first elements an audit flags, so a failure seen once (on a CI machine, say) can be found
 * again: " (selector | selector)", or nothing when the audit names no element.
 */
function offenders(details: unknown): string {
  const items = (details as { items?: { node?: { selector?: string } }[] } | undefined)?.items ?? [];
  const selectors = items.flatMap((i) => (i.node?.selector ? [i.node.selector] : [])).slice(0, 3);
  return selectors.length ? ` (${selectors.join(' | ')})` : '';
}

export function formatScores(s: LighthouseScores): string {
  return `lighthouse: ${s.url.replace(/^https?:\/\/[^/]+/, '')}  perf ${s.performance}  a11y ${s.accessibility}  best ${s.bestPractices}  seo ${s.seo}  CLS ${s.cls.toFixed(3)}  TBT ${Math.round(s.tbtMs)} ms  LCP ${(s.lcpMs / 1000).toFixed(2)} s`;
}

/** Accessibility, best practices and SEO below their budget; none of them depends on timing. */
export function auditsBelowBudget(s: LighthouseScores): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const out: string[] = [];
  if (s.accessibility < b.accessibility) out.push(`accessibility ${s.accessibility} < ${b.accessibility}`);
  if (s.bestPractices < b.bestPractices) out.push(`best practices ${s.bestPractices} < ${b.bestPractices}`);
  if (s.seo < b.seo) out.push(`SEO ${s.seo} < ${b.seo}`);
  return out;
}

export function belowBudget(s: LighthouseScores): string[] {
  const b = LIGHTHOUSE_BUDGET;
  const out: string[] = [];
  if (s.performance < b.performance) out.push(`performance ${s.performance} < ${b.performance}`);
  out.push(...auditsBelowBudget(s));
  if (s.cls >= b.cls) out.push(`CLS ${s.cls} ≥ ${b.cls}`);
  if (s.tbtMs >= b.tbtMs) out.push(`TBT ${s.tbtMs} ms ≥ ${b.tbtMs} ms`);
  return out;
}

// Runs come in odd numbers (five, or three), so the median is a run's own figure.
const median = (xs: number[]): number => middle(xs) ?? Number.NaN;

/**
 * Lighthouse timings vary from run to run on a shared machine; a page that misses a budget is
 * measured twice more and judged on the median of each figure (the usual way to read Lighthouse).
 */
export async function runLighthouseMedian(urls: string[]): Promise<LighthouseScores[]> {
  const first = await runLighthouse(urls);
  const out: LighthouseScores[] = [];
  for (const s of first) {
    if (belowBudget(s).length === 0) {
      out.push(s);
      continue;
    }
    const runs = [s, ...(await runLighthouse([s.url, s.url]))];
    out.push({
      url: s.url,
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      bestPractices: median(runs.map((r) => r.bestPractices)),
      seo: median(runs.map((r) => r.seo)),
      cls: median(runs.map((r) => r.cls)),
      tbtMs: median(runs.map((r) => r.tbtMs)),
      lcpMs: median(runs.map((r) => r.lcpMs)),
      failing: [...new Set(runs.flatMap((r) => r.failing))],
    });
  }
  return out;
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's violations on the page as it stands (ids with the first offending selector). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the test, not added as a <script>: the pages' Content-Security-Policy allows
  // their own scripts only, and stays on for the rest of the test. Once per document: a second
  // width of the same page reuses it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // axe-core leaves target-size off by default; a phone-first site wants every tap target at
      // least 24 px (WCAG 2.2, 2.5.8), as Lighthouse's accessibility score checks it.
      rules: { 'target-size': { enabled: true } },
      // Preloading fetches every stylesheet and media file again for two rules only: the
      // experimental css-orientation-lock (never run by default) and no-autoplay-audio (the sites
      // have no audio or video).
      preload: false,
    });
    return result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
  });
  return violations;
}

// What a page costs a visitor: its HTML, the stylesheet, and the JS it loads before any interaction,
// in the bytes that go over the wire: brotli at the quality `serve` (and a CDN compressing on the
// fly) uses, which also takes a fiftieth of the time of brotli's slowest setting.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { BROTLI_QUALITY } from './precompress.ts';

export const PAGE_BUDGETS = { htmlKb: 30, cssKb: 15, jsKb: 65 };

export const brotliSize = (path: string): number =>
  brotliCompressSync(readFileSync(path), { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }).length;

/** The stylesheet and scripts are shared by every page of a site: each is compressed once per run. */
const sharedSizes = new Map<string, number>();
const sharedBrotliSize = (path: string): number => {
  let size = sharedSizes.get(path);
  if (size === undefined) sharedSizes.set(path, (size = brotliSize(path)));
  return size;
};

/** Module scripts on the page and every chunk they import statically (dynamic imports load later, on use). */
export function initialScripts(distDir: string, html: string, base: string): string[] {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1]!.slice(base.length));
  while (queue.length) {
    const rel = queue.shift()!;
    if (seen.has(rel)) continue;
    seen.add(rel);
    const code = readFileSync(join(distDir, rel), 'utf8');
    // Static imports only: `import"./x.js"` or `from"./x.js"`, not `import("./x.js")`.
    for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(`assets/${m[1]}`);
  }
  return [...seen];
}

export interface PageWeight {
  htmlBr: number;
  cssBr: number;
  jsBr: number;
  scripts: string[];
}

export function pageWeight(distDir: string, pageFile: string, base: string): PageWeight {
  const html = readFileSync(pageFile, 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) =>
    join(distDir, m[1]!.slice(base.length)),
  );
  const scripts = initialScripts(distDir, html, base);
  return {
    htmlBr: brotliSize(pageFile),
    cssBr: css.reduce((s, f) => s + sharedBrotliSize(f), 0),
    jsBr: scripts.reduce((s, f) => s + sharedBrotliSize(join(distDir, f)), 0),
    scripts,
  };
}

export function countyPages(distDir: string): string[] {
  const dir = join(distDir, 'county');
  return readdirSync(dir).map((slug) => join(dir, slug, 'index.html'));
}

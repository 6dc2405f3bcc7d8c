// Every built page of every variant: no broken internal link or asset, and every English page
// has its Spanish twin (and the reverse), read straight from dist/ as a deployed site would serve it.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_VARIANTS, sitePlan } from '../../generator/plan.ts';
import { resolveFile } from '../../generator/serve/serve.ts';
import { switchLanguagePath } from '../../i18n/paths.ts';

const root = process.cwd();
const plan = sitePlan(root, {});
const sites = ALL_VARIANTS.map((v) => ({ prefix: plan[v].base, dir: join(root, 'dist', v) }));

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? htmlFiles(p) : name.endsWith('.html') ? [p] : [];
  });
}

/** The URL path a page file is served at ('/tx/county/harris'). */
function urlOf(variant: string, file: string): string {
  const rel = relative(join(root, 'dist', variant), file)
    .split('\\')
    .join('/');
  const path = rel === 'index.html' ? '' : rel.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return `${plan[variant as keyof typeof plan].base}${path}`;
}

const ATTR = /\s(?:href|src)="([^"#?]*)[^"]*"/g;

describe.each(ALL_VARIANTS)('built site %s', (variant) => {
  const files = htmlFiles(join(root, 'dist', variant));
  const urls = new Set(files.map((f) => urlOf(variant, f)));

  it('has pages, a sitemap, robots.txt and a 404 page', () => {
    expect(files.length).toBeGreaterThan(variant === 'hub' ? 6000 : 100);
    for (const f of ['sitemap.xml', 'robots.txt', '404.html', 'es/404.html', '_headers'])
      expect(statSync(join(root, 'dist', variant, f)).isFile()).toBe(true);
  });

  it('has no broken internal link or asset', () => {
    const broken: string[] = [];
    const checked = new Set<string>();
    for (const file of files) {
      const html = readFileSync(file, 'utf8');
      for (const m of html.matchAll(ATTR)) {
        const target = m[1]!;
        if (!target.startsWith('/') || target.startsWith('//') || checked.has(target)) continue;
        checked.add(target);
        const hit = resolveFile(sites, target);
        if (!hit || hit.status !== 200) broken.push(`${urlOf(variant, file)} → ${target}`);
      }
    }
    expect(broken.slice(0, 20)).toEqual([]);
  });

  it('pairs every English page with its Spanish twin and the reverse', () => {
    const base = plan[variant].base;
    const missing = [...urls]
      .filter((u) => !u.endsWith('/404'))
      .map((u) => [u, switchLanguagePath(u, u.startsWith(`${base}es`) ? 'en' : 'es', base)] as const)
      .filter(([, twin]) => !urls.has(twin.replace(/\/$/, base === twin ? '/' : '')) && !urls.has(twin))
      .map(([u, twin]) => `${u} ⇄ ${twin}`);
    expect(missing.slice(0, 20)).toEqual([]);
  });

  it('declares lang, canonical, hreflang en/es/x-default and its Content-Security-Policy on every page', () => {
    const bad = files.filter((f) => {
      const html = readFileSync(f, 'utf8');
      return (
        !/<html lang="(en-US|es-MX)">/.test(html) ||
        !html.includes('rel="canonical"') ||
        !['en', 'es', 'x-default'].every((l) => html.includes(`hreflang="${l}"`)) ||
        !/<meta charset="utf-8">\n<meta http-equiv="Content-Security-Policy" content="default-src &#x27;self&#x27;; script-src &#x27;self&#x27;;/.test(
          html,
        )
      );
    });
    expect(bad.map((f) => relative(root, f)).slice(0, 10)).toEqual([]);
  });
});

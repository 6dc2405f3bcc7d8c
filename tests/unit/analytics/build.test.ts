// The configuration is part of the build: switching it on re-renders every page with the analytics
// entry; switching it off again gives back exactly the pages of a build that never had it.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { memoryEffects } from '../../../generator/effects.ts';
import { buildVariant } from '../../../generator/index.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { smallSite } from '../build/small-site.ts';

const root = process.cwd();
// Every kind of Florida page, seven of its counties: what the setting changes is the same on each.
const data = smallSite(loadSiteData(root));
// One output folder in memory, built again and again as on disk.
const site = memoryEffects();

function pages(dir: string): Map<string, string> {
  return new Map([...site.files].filter(([p]) => p.endsWith('.html')).map(([p, f]) => [relative(dir, p), String(f)]));
}

const optsWith = (env: Record<string, string>) => sitePlan(root, { NODE_ENV: 'production', ...env }).fl;
const opts = optsWith({});
const buildWith = (env: Record<string, string>) => buildVariant(optsWith(env), site, data);

describe('analytics configuration and the incremental build', () => {
  it('on: every page re-renders and loads the analytics entry; off again: the pages are the unconfigured ones, byte for byte', async () => {
    await buildWith({});
    const plain = pages(opts.outDir);
    expect(
      [...plain.values()].some((html) => /assets\/analytics-|data-island="analytics"|googletagmanager/.test(html)),
    ).toBe(false);

    const on = await buildWith({ ANALYTICS_GTM_ID_FL: 'GTM-FLORIDA1' });
    expect(on.rendered).toBe(on.pages);
    const configured = pages(opts.outDir);
    for (const html of configured.values()) {
      expect(html).toMatch(/<script type="module" src="\/fl\/assets\/analytics-[A-Z0-9]+\.js"><\/script>/);
      expect(html).toContain('"gtmId":"GTM-FLORIDA1"');
    }

    // A DSN for another variant changes nothing here.
    const other = await buildWith({ ERROR_DSN_TX: 'https://key@errors.example.org/1' });
    expect(other.rendered).toBe(on.pages);
    expect(pages(opts.outDir)).toEqual(plain);
  });
});

// The configuration is part of the build: switching it on re-renders every page with the analytics
// entry; switching it off again gives back exactly the pages of a build that never had it.
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../pipeline/build/data.ts';
import { diskEffects } from '../../../pipeline/build/effects.ts';
import { buildVariant } from '../../../pipeline/build/index.ts';
import { sitePlan } from '../../../pipeline/build/plan.ts';
import { smallSite } from '../build/small-site.ts';

process.env.NODE_ENV = 'production';
const root = process.cwd();
// Every kind of Florida page, six of its counties: what the setting changes is the same on each.
const data = smallSite(loadSiteData(root));
const work = mkdtempSync(join(tmpdir(), 'ptc-analytics-build-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const opts = { ...sitePlan(root, {}).fl, outDir: join(work, 'fl') };
const quiet = diskEffects(() => {});

function pages(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (d: string): void => {
    for (const f of readdirSync(d)) {
      const p = join(d, f);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.html')) out.set(relative(dir, p), readFileSync(p, 'utf8'));
    }
  };
  walk(dir);
  return out;
}

async function buildWith(env: Record<string, string>) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  try {
    return await buildVariant(opts, quiet, data);
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}

describe('analytics configuration and the incremental build', () => {
  it('on: every page re-renders and loads the analytics entry; off again: the pages are the unconfigured ones, byte for byte', async () => {
    await buildWith({});
    const plain = pages(opts.outDir);
    expect([...plain.values()].some((html) => /assets\/analytics-|data-island="analytics"|googletagmanager/.test(html))).toBe(false);

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

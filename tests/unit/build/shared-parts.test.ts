// Parts rendered once per build (SharedPart) must leave every page byte for byte as a plain render
// makes it: real pages of both languages, and parts beside text, repeated, or differing by name.
// The same real pages check the pages written without React (static-render.ts).
import { createElement as h, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/pages.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { listRoutes } from '../../../generator/routes.ts';
import { sharedPartRenderer } from '../../../generator/shared-parts.ts';
import { SEP, collectReads } from '../../../engine/reads.ts';
import { settledReads, trackedData } from '../../../generator/read-tracking.ts';
import { SharedPart } from '../../../browser/components/SharedPart.tsx';
import { createTranslator } from '../../../i18n/index.ts';
import { pageParts } from '../../../generator/pages/render.tsx';
import { loadAtlas, mapData } from '../../../generator/maps.ts';
import { HubCountyPage } from '../../../generator/pages/HubCountyPage.tsx';

describe('shared parts', () => {
  it('leave real pages (one in forty of the hub pages; Florida pages of every kind; English and Spanish) as a plain render makes them', () => {
    const root = process.cwd();
    const site = loadSiteData(root);
    // With the maps' shapes, as the build gives them (a county's neighbours chart draws them).
    const data = {
      ...site,
      maps: mapData(loadAtlas(root), { national: site.national, hub: false, writeFile: () => '' }),
    };
    const plan = sitePlan(root, {});
    for (const variant of ['hub', 'fl'] as const) {
      const opts = plan[variant];
      const render = sharedPartRenderer();
      const routes = listRoutes(variant, data)
        .filter((r) => r.kind !== 'hub-home' && r.kind !== 'hub-state')
        .filter((_, i) => i % 40 === 0);
      for (const route of routes)
        for (const lang of ['en', 'es'] as const) {
          const t = createTranslator(lang, variant === 'hub' ? undefined : variant).t;
          const ctx = pageContext(opts, data, opts.base, `${opts.origin}${opts.base}`, lang, route.path, t, {
            countyList: null,
            units: null,
            zipCounties: null,
            search: null,
          });
          const { element } = pageParts(route, ctx, data);
          const plain = renderToString(element);
          expect(plain).toContain('<footer');
          expect(render(element)).toBe(plain);
        }
      // The hub's county pages are plain components: none of them needed React.
      if (variant === 'hub') {
        expect(render.counts.static).toBeGreaterThan(routes.length);
        expect(render.counts.react.get(HubCountyPage)).toBeUndefined();
      }
    }
  });

  it('put each part back beside text, twice on a page, and keep parts of different names apart', () => {
    const render = sharedPartRenderer();
    const page = (who: string) =>
      h(
        'div',
        null,
        'before',
        h(SharedPart, { name: `greeting ${who}`, part: () => h('p', null, 'Hello ', who) }),
        'between',
        h(SharedPart, { name: `greeting ${who}`, part: () => h('p', null, 'Hello ', who) }),
        h(SharedPart, { name: null, part: () => h('p', null, 'own ', who) }),
        'after',
      );
    for (const who of ['Ana', 'Bo', 'Ana', 'Bo']) expect(render(page(who))).toBe(renderToString(page(who)));
  });

  it("note a part's reads on every page that takes its HTML, whether React or the static writer renders the page", () => {
    const render = sharedPartRenderer();
    // The part reads one record; the second page takes the part's HTML without making it again.
    const data = trackedData({ facts: { tx: { office: 'Travis CAD' } } as Record<string, Record<string, string>> });
    const part = () => h('p', null, data.facts.tx!.office);
    const plain = () => h('main', null, h(SharedPart, { name: 'office', part }));
    const Hooked = () => {
      useState(0);
      return h('main', null, h(SharedPart, { name: 'office', part }));
    };
    for (const page of [plain, plain, () => h(Hooked), () => h(Hooked)]) {
      const made = collectReads(() => render(page()));
      expect(made.value).toBe('<main><p>Travis CAD</p></main>');
      expect(settledReads(made.reads)).toEqual([['facts', 'tx', 'office'].join(SEP)]);
    }
  });

  it('log nothing for a page with a hook, which React renders, and keep what a page written without React logs', () => {
    const logged: unknown[][] = [];
    const log = console.error;
    console.error = (...args: unknown[]) => void logged.push(args);
    try {
      const render = sharedPartRenderer();
      // As React's development build does for a hook called outside React: it logs, then fails.
      const Counter = () => {
        try {
          return h('p', null, `count ${useState(3)[0]}`);
        } catch (error) {
          console.error('Invalid hook call.');
          throw error;
        }
      };
      const Noisy = () => (console.error('a plain component says so'), h('p', null, 'plain'));
      expect(render(h(Counter))).toBe('<p>count 3</p>');
      expect(render(h(Noisy))).toBe('<p>plain</p>');
      expect(render.counts.static).toBe(1);
    } finally {
      console.error = log;
    }
    expect(logged).toEqual([['a plain component says so']]);
  });
});

// The map a visitor gets for one small state (Delaware's three counties on the hub), compared
// byte for byte with a reviewed copy. A change writes tests/golden/maps/de-changed.svg to diff.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { compactPath } from '../../../generator/map-geometry.ts';
import { loadAtlas, mapData } from '../../../generator/maps.ts';
import { sitePlan } from '../../../generator/plan.ts';
import { createTranslator } from '../../../i18n/index.ts';
import { renderRoute } from '../../../generator/pages/render.tsx';

const root = process.cwd();
const GOLDEN = join(root, 'tests/golden/maps/de.svg');
const CHANGED = join(root, 'tests/golden/maps/de-changed.svg');

function delawareMap(): string {
  const data = loadSiteData(root);
  const maps = mapData(loadAtlas(root), { national: data.national, hub: false, writeFile: () => '' });
  const opts = sitePlan(root, {}).hub;
  const ctx = pageContext(
    opts,
    data,
    opts.base,
    `${opts.origin}${opts.base}`,
    'en',
    '/states/de',
    createTranslator('en').t,
    { countyList: null, units: null },
  );
  const page = renderRoute({ kind: 'hub-state', path: '/states/de', state: 'DE' }, ctx, { ...data, maps });
  const svg = /<svg viewBox="[^"]*" class="map-svg"[\s\S]*?<\/svg>/.exec(page.body)?.[0];
  if (!svg) throw new Error('no map on the Delaware page');
  return `${svg}\n`;
}

describe('golden map: Delaware', () => {
  it('draws its three counties, each a link to its page, shaded and labelled with its rate', () => {
    const svg = delawareMap();
    if (!existsSync(GOLDEN) || readFileSync(GOLDEN, 'utf8') !== svg) writeFileSync(CHANGED, svg);
    else rmSync(CHANGED, { force: true });
    expect(svg).toBe(readFileSync(GOLDEN, 'utf8'));
    expect(svg.match(/<a /g)).toHaveLength(3);
    expect(svg).toContain('href="/hub/county/de/kent"');
  });
});

describe('compactPath', () => {
  it('writes relative integer moves and drops points that rounding made repeat', () => {
    expect(compactPath('M10.2,20.4L15.4,20.4L15.3,19.6L12,25Z')).toBe('M10 20l5 0l-3 5z');
    expect(compactPath('M0,0L-3,-4L-3,-4Z')).toBe('M0 0l-3-4z');
  });
});

// The map a visitor gets for one small state (Delaware's three counties on the hub), compared
// byte for byte with a reviewed copy. A change writes tests/golden/maps/de-changed.svg to diff.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../../generator/data.ts';
import { pageContext } from '../../../generator/index.ts';
import { geoIdentity, geoPath } from 'd3-geo';
import { feature, mesh, neighbors } from 'topojson-client';
import type { FeatureCollection, Geometry } from 'geojson';
import { CompactPath, compactDrawing, countyNeighbours } from '../../../generator/map-geometry.ts';
import { sharedArcNeighbours } from '../../../generator/shared-arcs.ts';
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

/** The compact form worked out from d3's path text, as the build once did: what CompactPath must equal. */
function fromText(d: string): string {
  let out = '';
  let x = 0;
  let y = 0;
  for (const m of d.matchAll(/([MLZ])([^MLZ]*)/gi)) {
    if (m[1]!.toUpperCase() === 'Z') {
      out += 'z';
      continue;
    }
    const [nx, ny] = m[2]!.split(',').map((n) => Math.round(Number(n)));
    if (m[1]!.toUpperCase() === 'M') out += `M${nx} ${ny}`;
    else if (nx !== x || ny !== y) out += `l${nx! - x} ${ny! - y}`;
    x = nx!;
    y = ny!;
  }
  return out.replace(/ -/g, '-');
}

describe('compact map paths', () => {
  it('write relative integer moves and drop points that rounding made repeat', () => {
    const path = new CompactPath();
    path.moveTo(10.2, 20.4);
    path.lineTo(15.4, 20.4);
    path.lineTo(15.3, 19.6);
    path.lineTo(12, 25);
    path.closePath();
    expect(path.d).toBe('M10 20l5 0l-3 5z');
    const negative = new CompactPath();
    negative.moveTo(0, -0.2);
    negative.lineTo(-3, -4);
    negative.lineTo(-3.4, -4.4);
    expect(negative.d).toBe('M0 0l-3-4');
  });

  it("round a point as d3's path text does, then to a whole number (12.4996 is 12.5 there, so 13)", () => {
    const path = new CompactPath();
    path.moveTo(12.4996, 0.4994);
    expect(path.d).toBe('M13 0');
  });

  it("draw every county, state and border line as parsing d3's text would", () => {
    const { topology } = loadAtlas(root);
    const draw = compactDrawing(geoIdentity());
    const text = geoPath(geoIdentity());
    const counties = (feature(topology, topology.objects.counties) as FeatureCollection<Geometry>).features;
    const states = (feature(topology, topology.objects.states) as FeatureCollection<Geometry>).features;
    for (const f of [...counties, ...states]) expect(draw(f), String(f.id)).toBe(fromText(text(f) ?? ''));
    const borders = mesh(topology, topology.objects.states, (a, b) => a !== b);
    expect(draw(borders)).toBe(fromText(text(borders) ?? ''));
    expect(draw(null)).toBe('');
  });
});

describe("a county's neighbours", () => {
  it("are the counties sharing a border with it, as topojson-client's neighbors() finds them", () => {
    const { topology } = loadAtlas(root);
    const geoms = topology.objects.counties.geometries as Parameters<typeof neighbors>[0];
    const theirs = neighbors(geoms).map((list) => [...list].sort((a, b) => a - b));
    expect(sharedArcNeighbours(geoms as Parameters<typeof sharedArcNeighbours>[0])).toEqual(theirs);
    // Travis County, Texas, borders Bastrop, Blanco, Burnet, Caldwell, Hays and Williamson counties.
    expect(countyNeighbours(topology)['48453']).toEqual(['48021', '48031', '48053', '48055', '48209', '48491']);
  });

  it('take an arc shared by three areas, and an area with no arcs', () => {
    const areas = [
      { type: 'Polygon', arcs: [[0, 1]] },
      { type: 'MultiPolygon', arcs: [[[~0]], [[2]]] },
      { type: 'Polygon', arcs: [[~1, 0]] },
      { type: 'Polygon', arcs: [[3]] },
      { type: 'Point' },
    ];
    expect(sharedArcNeighbours(areas)).toEqual([[1, 2], [0, 2], [0, 1], [], []]);
  });
});

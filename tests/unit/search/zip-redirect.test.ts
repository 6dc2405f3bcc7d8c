// The county search without JavaScript: a ZIP of one county sent to the search page is redirected to
// that county's page (on its state site when the state bills by unit, with the ZIP), in the page's
// language; a ZIP of several counties, a name, or a site without search data gets the search page.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { StaticSite } from '../../../generator/serve/serve.ts';
import { zipRedirect } from '../../../generator/serve/zip-redirect.ts';
import type { SearchIndex } from '../../../browser/search/types.ts';

const root = mkdtempSync(join(tmpdir(), 'zip-redirect-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function site(prefix: string, index: SearchIndex, shards: Record<string, Record<string, string>> = {}): StaticSite {
  const dir = join(root, prefix.replace(/\//g, '') || 'root');
  mkdirSync(join(dir, 'data'), { recursive: true });
  writeFileSync(join(dir, 'data', 'search-x-abc12345.json'), JSON.stringify(index));
  for (const [name, zips] of Object.entries(shards)) writeFileSync(join(dir, 'data', name), JSON.stringify({ zips }));
  return { prefix, dir };
}

const hub = site(
  '/hub/',
  {
    counties: [
      ['Harris County', 'tx/harris', 'TX'],
      ['Fort Bend County', 'tx/fort-bend', 'TX'],
      ['Franklin County', 'oh/franklin', 'OH'],
    ],
    shards: { '7': '/hub/data/zips-7-abc12345.json', '4': '/hub/data/zips-4-abc12345.json' },
    old: {},
  },
  { 'zips-7-abc12345.json': { '77449': '0', '77494': '0 1' }, 'zips-4-abc12345.json': { '43215': '2' } },
);
const tx = site('/tx/', { counties: [['Harris County', 'harris', 'TX']], zips: { '77449': '0' }, old: {} });
const sites = [hub, tx];

describe('zipRedirect', () => {
  it('a hub ZIP of one county in a state billed by unit opens the state site, in the language asked', () => {
    expect(zipRedirect(sites, hub, 'search/', '?q=77449')).toBe('/tx/county/harris/?zip=77449');
    expect(zipRedirect(sites, hub, 'es/buscar', '?q=77449-1234')).toBe('/tx/es/condado/harris/?zip=77449');
  });

  it('a ZIP of a state without a state site opens the hub county page', () => {
    expect(zipRedirect(sites, hub, 'search/', '?q=43215')).toBe('/hub/county/oh/franklin/');
  });

  it("a state site's own search keeps the ZIP for its county page", () => {
    expect(zipRedirect(sites, tx, 'search/', '?q=77449')).toBe('/tx/county/harris/?zip=77449');
  });

  it('several counties, a name, another page or an unknown ZIP: the search page as it is', () => {
    expect(zipRedirect(sites, hub, 'search/', '?q=77494')).toBeNull();
    expect(zipRedirect(sites, hub, 'search/', '?q=harris')).toBeNull();
    expect(zipRedirect(sites, hub, 'county/', '?q=77449')).toBeNull();
    expect(zipRedirect(sites, tx, 'search/', '?q=99999')).toBeNull();
  });
});

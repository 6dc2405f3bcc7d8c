// The county search without JavaScript: its plain form GETs the search page with ?q=. A ZIP of one
// county is answered with a redirect to that county's page, on the state site that bills by unit
// (with the ZIP, so its units are chosen there) or on the hub; anything else gets the search page.
// The answer is read from the site's own search data in dist/, the file the island fetches.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { StaticSite } from './static-site.ts';

/** The parts of the site's search data (browser/search/types.ts) a redirect reads, as the build writes them. */
interface SearchIndex {
  counties: [name: string, key: string, state: string][];
  zips?: Record<string, string>;
  shards?: Record<string, string>;
}

const SEARCH_PAGE = /^(es\/buscar|search)\/?$/;

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

function readJson<T>(file: string): T | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.value as T;
  try {
    const value = JSON.parse(readFileSync(file, 'utf8')) as T;
    cache.set(file, { mtimeMs: stat.mtimeMs, value });
    return value;
  } catch {
    return null;
  }
}

/** The site's search index (data/search-<variant>-<hash>.json), or null. */
function indexOf(site: StaticSite): SearchIndex | null {
  const dir = join(site.dir, 'data');
  const name = (() => {
    try {
      return readdirSync(dir).find((f) => /^search-[a-z]+-[A-Za-z0-9]+\.json$/.test(f));
    } catch {
      return undefined;
    }
  })();
  return name ? readJson<SearchIndex>(join(dir, name)) : null;
}

/** Where a search request for a ZIP of one county goes; null to serve the search page as it is. */
export function zipRedirect(sites: readonly StaticSite[], site: StaticSite, rel: string, query: string): string | null {
  if (!SEARCH_PAGE.test(rel)) return null;
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(new URLSearchParams(query).get('q') ?? '')?.[1];
  if (!zip) return null;
  const index = indexOf(site);
  if (!index) return null;
  let zips = index.zips;
  const shard = index.shards?.[zip[0]!];
  if (!zips && shard?.startsWith(site.prefix))
    zips = readJson<{ zips: Record<string, string> }>(join(site.dir, shard.slice(site.prefix.length)))?.zips;
  // "3 7": indexes of the counties the ZIP lies in; an old county code ("o…") is the search page's to explain.
  const where = zips?.[zip]?.split(' ') ?? [];
  if (where.length !== 1 || where[0]!.startsWith('o')) return null;
  const found = index.counties[Number(where[0])];
  if (!found) return null;
  const [, key, postal] = found;
  const path = rel.startsWith('es') ? 'es/condado/' : 'county/';
  const state = sites.find((s) => s.prefix.endsWith(`/${postal.toLowerCase()}/`));
  const slug = key.slice(key.indexOf('/') + 1);
  // On the hub a county's key is "<state>/<slug>"; its state site, where there is one, bills it by unit.
  if (key.includes('/') && state) return `${state.prefix}${path}${slug}/?zip=${zip}`;
  return `${site.prefix}${path}${key}/${key.includes('/') ? '' : `?zip=${zip}`}`;
}

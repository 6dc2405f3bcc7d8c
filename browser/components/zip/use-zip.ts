import { useCallback, useEffect, useRef, useState } from 'react';
import type { PickUnit } from '../../../engine/pick-unit.ts';
import type { UnitRules } from '../../../engine/state-module.ts';
import type { ZipFile } from '../../../schema/index.ts';
import type { Picks } from '../../../engine/unit-slots.ts';
import { type ZipOutcome, zipOutcome } from '../../../engine/zip-choice.ts';
import { type Hit, search } from '../../search/match.ts';
import type { SearchIndex } from '../../search/types.ts';

export interface ZipSetup {
  /** The county page's county FIPS and slug; null on a state home page. */
  fips: string | null;
  slug: string | null;
  /** This county's ZIPs (hashed JSON); null where the page has none. */
  zipsUrl: string | null;
  /** The site's county search index: where a ZIP of another county lies. */
  searchUrl: string | null;
  units: readonly PickUnit[] | null;
  rules: UnitRules;
  /** The ZIP the form holds (typed, from a link or from a position). */
  zip: string;
  picks: Picks;
  /** Sets the form ZIP (approximate: from a position; undefined keeps the mark) and its picks (null: keep them). */
  apply: (zip: string, approximate: boolean | undefined, picks: Picks | null) => void;
}

export type ZipView =
  | { kind: 'idle' }
  | { kind: 'loading'; zip: string }
  | { kind: 'failed' }
  | { kind: 'unknown'; zip: string }
  /** The ZIP lies in other counties only. */
  | { kind: 'elsewhere'; zip: string; hits: Hit[] }
  /** The ZIP's picks for this county; `others`: the other counties it reaches. */
  | { kind: 'here'; outcome: ZipOutcome; others: Hit[]; file: Pick<ZipFile, 'source' | 'boundaries'> }
  /** A state home page: the counties to open with the ZIP. */
  | { kind: 'counties'; zip: string; hits: Hit[] };

const getJson = <T>(url: string): Promise<T> =>
  fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`HTTP ${r.status}`))));

/**
 * The ZIP field's lookups, loaded on first use: the county's ZIP file for its own ZIPs, the site's search index for a
 * ZIP of another county. A ZIP the visitor enters sets the picks it makes; one from a shared link keeps the link's.
 */
export function useZip(s: ZipSetup) {
  const [view, setView] = useState<ZipView>({ kind: 'idle' });
  const [leaid, setLeaid] = useState<string | undefined>(undefined);
  const zips = useRef<Promise<ZipFile> | null>(null);
  const index = useRef<Promise<SearchIndex> | null>(null);
  // Whether the next outcome sets the picks: a ZIP entered here does; one from a link leaves the link's picks.
  const entered = useRef(false);

  const elsewhere = useCallback(
    async (zip: string): Promise<Hit[]> => {
      if (!s.searchUrl) return [];
      index.current ??= getJson<SearchIndex>(s.searchUrl);
      const found = search(zip, await index.current, (await index.current).zips);
      return found.kind === 'zip' ? found.hits : [];
    },
    [s.searchUrl],
  );

  const look = useCallback(
    async (zip: string, district: string | undefined) => {
      setView({ kind: 'loading', zip });
      try {
        const file = s.zipsUrl ? await (zips.current ??= getJson<ZipFile>(s.zipsUrl)) : null;
        const entry = file?.zips[zip];
        if (!entry || !s.fips) {
          const hits = await elsewhere(zip);
          setView(
            hits.length === 0
              ? { kind: 'unknown', zip }
              : s.fips
                ? { kind: 'elsewhere', zip, hits }
                : { kind: 'counties', zip, hits },
          );
          return;
        }
        if (!s.units) return; // the units arrive: the effect below looks again
        const outcome = zipOutcome(zip, entry, s.fips, s.units, s.rules, district);
        const others = entry.counties.length > 1 ? (await elsewhere(zip)).filter((h) => h.key !== s.slug) : [];
        setView({ kind: 'here', outcome, others, file: file! });
        if (entered.current) {
          entered.current = false;
          s.apply(zip, undefined, outcome.picks);
        }
      } catch {
        zips.current = null;
        setView({ kind: 'failed' });
      }
    },
    // The setup's functions and URLs are stable for the island's life; the units and the ZIP drive a lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [s.zipsUrl, s.fips, s.units, elsewhere],
  );

  // A ZIP the form holds (from a link, a position or the field) is looked up once the units are in.
  useEffect(() => {
    if (s.zip) void look(s.zip, leaid);
  }, [s.zip, s.units, leaid, look]);

  const submit = (zip: string, approximate = false): void => {
    entered.current = true;
    setLeaid(undefined);
    s.apply(zip, approximate, null);
    if (zip === s.zip) void look(zip, undefined);
  };
  /** Another of the candidate districts: its unit becomes the pick. */
  const choose = (district: string): void => {
    entered.current = true;
    setLeaid(district);
  };
  /** A ZIP from a link without picks: its picks are set once looked up. */
  const fromLink = (): void => {
    entered.current = true;
  };
  // A calculation a link asks for waits for its ZIP's picks.
  const settled = !s.zip || (view.kind !== 'idle' && view.kind !== 'loading');
  return { view, submit, choose, fromLink, settled, leaid };
}

// What the county search finds for a query: a ZIP's counties (with a note when it crosses county
// lines or sits under an old county code) or the counties whose name contains what was typed.
// Pure and browser-safe; the island feeds it the loaded data.
import type { SearchIndex } from './types.ts';

export interface Hit {
  index: number;
  name: string;
  key: string;
  state: string;
}

export type SearchResult =
  | { kind: 'empty' }
  /** Digits, but not yet five. */
  | { kind: 'partial-zip' }
  | { kind: 'zip'; zip: string; hits: Hit[]; old: { code: string; name: string; state: string } | null }
  | { kind: 'zip-unknown'; zip: string }
  | { kind: 'names'; query: string; hits: Hit[] };

/** Lower case, accents and punctuation dropped: "Doña Ana" and "dona ana", "St. Johns" and "st johns" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const zipOf = (query: string): string | null => /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(query)?.[1] ?? null;

const MAX_HITS = 10;

/** `zips` is the table holding the query's ZIP (the index's own, or the hub's shard for its first digit). */
export function search(query: string, index: SearchIndex, zips: Record<string, string> | undefined): SearchResult {
  const q = query.trim();
  if (q === '') return { kind: 'empty' };
  const hit = (i: number): Hit => ({
    index: i,
    name: index.counties[i]![0],
    key: index.counties[i]![1],
    state: index.counties[i]![2],
  });
  const zip = zipOf(q);
  if (zip) {
    const where = zips?.[zip];
    if (!where) return { kind: 'zip-unknown', zip };
    const parts = where.split(' ');
    const oldCode = parts.find((p) => p.startsWith('o'))?.slice(1) ?? null;
    const hits = parts.filter((p) => !p.startsWith('o')).map((p) => hit(Number(p)));
    if (oldCode) {
      const [name, state] = index.old[oldCode] ?? [oldCode, ''];
      // Connecticut's old counties: every planning region of the state is a candidate.
      const regions = index.counties.flatMap((c, i) =>
        c[2] === state && /planning region/i.test(c[0]) ? [hit(i)] : [],
      );
      return {
        kind: 'zip',
        zip,
        hits: [...hits, ...regions.filter((r) => !hits.some((h) => h.index === r.index))],
        old: { code: oldCode, name, state },
      };
    }
    return { kind: 'zip', zip, hits, old: null };
  }
  if (/^\d{1,4}$/.test(q)) return { kind: 'partial-zip' };
  const bare = (text: string): string =>
    fold(text)
      .replace(/\b(county|condado( del?)?|parish|borough)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const f = bare(q);
  if (f === '') return { kind: 'names', query: q, hits: [] };
  const starts: Hit[] = [];
  const contains: Hit[] = [];
  index.counties.forEach((c, i) => {
    const name = bare(`${c[0]} ${c[2]}`);
    if (name.startsWith(f)) starts.push(hit(i));
    else if (name.includes(f)) contains.push(hit(i));
  });
  return { kind: 'names', query: q, hits: [...starts, ...contains].slice(0, MAX_HITS) };
}

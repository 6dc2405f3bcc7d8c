import type { CountyListEntry } from './props.ts';

/**
 * The county list is a content-hashed file reached through a small, never-cached manifest, so a
 * one-county change renames the list without touching every page that holds the calculator.
 */
export async function fetchCountyList(manifestUrl: string): Promise<CountyListEntry[]> {
  const get = async <T>(url: string): Promise<T> => {
    const r = await fetch(url);
    if (!r.ok) throw new Error(`HTTP ${r.status} for ${url}`);
    return (await r.json()) as T;
  };
  const manifest = await get<{ counties: string }>(manifestUrl);
  return (await get<{ counties: CountyListEntry[] }>(manifest.counties)).counties;
}

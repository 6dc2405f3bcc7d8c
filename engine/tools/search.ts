// Search over glossary terms and FAQ entries: every word typed must appear in the title or the
// body, ignoring case and accents (so "exencion" finds "exención" and "Homestead" finds "homestead").

export interface SearchEntry {
  id: string;
  title: string;
  body: string;
  category: string;
}

/** Lower case without diacritics: 'Exención' → 'exencion'. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function queryWords(query: string): string[] {
  return fold(query)
    .split(/\s+/)
    .filter((w) => w !== '');
}

/** Ids of the entries matching the query (all of them for an empty query), in their order. */
export function matchEntries(entries: readonly SearchEntry[], query: string, category: string | null = null): string[] {
  const words = queryWords(query);
  return entries
    .filter((e) => category === null || e.category === category)
    .filter((e) => {
      if (words.length === 0) return true;
      const haystack = `${fold(e.title)}\n${fold(e.body)}`;
      return words.every((w) => haystack.includes(w));
    })
    .map((e) => e.id);
}

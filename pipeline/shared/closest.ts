// "Did you mean": the few stored names nearest to a name a maintainer typed, for refusals that
// say what to write instead. Edit distance over names with "City of", case and punctuation dropped.

/** "City of Austin", "Austin" and "austin" name the same unit; the Comptroller lists cities by bare name. */
export const plainName = (s: string) =>
  s
    .toLowerCase()
    .replace(/^(city|town|village) of /, '')
    .replace(/[^a-z0-9#&]+/g, ' ')
    .trim();

function distance(a: string, b: string): number {
  const prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diag = prev[0]!;
    prev[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const up = prev[j]!;
      prev[j] = Math.min(up + 1, prev[j - 1]! + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1));
      diag = up;
    }
  }
  return prev[b.length]!;
}

/** The three candidates nearest to `wanted` by name (or by id with `by: 'id'`), as "Name (id)". */
export function closest(
  wanted: string,
  candidates: readonly { name: string; id: string }[],
  by: 'name' | 'id' = 'name',
): string {
  const key = (c: { name: string; id: string }) => (by === 'id' ? c.id : plainName(c.name));
  const w = by === 'id' ? wanted.trim().toLowerCase() : plainName(wanted);
  return [...candidates]
    .map((c) => ({ c, d: Math.min(distance(w, key(c)), key(c).includes(w) && w ? 1 : Infinity) }))
    .sort((a, b) => a.d - b.d || (a.c.name < b.c.name ? -1 : 1))
    .slice(0, 3)
    .map(({ c }) => `${c.name} (${c.id})`)
    .join(', ');
}

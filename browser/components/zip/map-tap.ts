// A tap on a state map's county: the ZIP centre nearest the tap in that county, as the map draws them,
// and its county page with that ZIP, marked approximate. The position of the tap stays on the page;
// without the table (or without JavaScript) the county's link is followed as it is.
/** A state map's ZIP centres on its box, each with the counties it reaches (written by the build). */
export interface MapZips {
  zips: [zip: string, x: number, y: number, counties: string][];
}

/** Pure: the nearest ZIP centre of the county to a point of the map's box. */
export function nearestOnMap(table: MapZips, fips: string, x: number, y: number): string | null {
  let best: { zip: string; d: number } | null = null;
  for (const [zip, zx, zy, counties] of table.zips) {
    if (!counties.split(' ').includes(fips)) continue;
    const d = (zx - x) ** 2 + (zy - y) ** 2;
    if (!best || d < best.d) best = { zip, d };
  }
  return best?.zip ?? null;
}

export function attachMapTaps(doc: Document): void {
  for (const figure of doc.querySelectorAll<HTMLElement>('[data-map-zips]')) {
    const url = figure.dataset.mapZips!;
    let table: Promise<MapZips> | null = null;
    const svg = figure.querySelector('svg');
    figure.addEventListener('click', (e) => {
      const link = (e.target as Element).closest<SVGAElement>('a[data-fips]');
      const matrix = svg?.getScreenCTM();
      if (!link || !svg || !matrix || e.ctrlKey || e.metaKey || e.shiftKey) return;
      e.preventDefault();
      const at = new DOMPoint(e.clientX, e.clientY).matrixTransform(matrix.inverse());
      const href = link.getAttribute('href') ?? '';
      table ??= fetch(url).then((r) =>
        r.ok ? (r.json() as Promise<MapZips>) : Promise.reject(new Error(`HTTP ${r.status}`)),
      );
      table
        .then((t) => nearestOnMap(t, link.dataset.fips ?? '', at.x, at.y))
        .catch(() => null)
        .then((zip) => window.location.assign(zip ? `${href}?zip=${zip}&za=1` : href));
    });
  }
}

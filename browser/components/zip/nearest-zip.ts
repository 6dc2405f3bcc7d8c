// "Use my location": the state's ZIP centre nearest a position, found in the browser. The position is
// never sent; only the static table of ZIP centres is fetched, the same for every visitor.

/** The state's ZIP centres: [zip, latitude, longitude]. */
export interface ZipCentres {
  zips: [zip: string, lat: number, lon: number][];
}

/** Farther than this from every ZIP centre, a position is not in the state's ZIPs. */
const NEAR_KM = 30;
const KM_PER_DEGREE = 111.2;

let centres: Promise<ZipCentres> | null = null;

/**
 * Pure: the nearest centre and its distance in kilometres (an equirectangular distance: exact enough at this scale).
 */
export function nearest(table: ZipCentres, lat: number, lon: number): { zip: string; km: number } | null {
  const scale = Math.cos((lat * Math.PI) / 180);
  let best: { zip: string; km: number } | null = null;
  for (const [zip, zLat, zLon] of table.zips) {
    const km = KM_PER_DEGREE * Math.hypot(zLat - lat, (zLon - lon) * scale);
    if (!best || km < best.km) best = { zip, km };
  }
  return best;
}

export async function nearestZip(url: string, lat: number, lon: number): Promise<string | null> {
  centres ??= fetch(url).then((r) =>
    r.ok ? (r.json() as Promise<ZipCentres>) : Promise.reject(new Error(`HTTP ${r.status}`)),
  );
  const found = nearest(await centres.catch(() => ({ zips: [] })), lat, lon);
  return found && found.km <= NEAR_KM ? found.zip : null;
}

// What the build hands the pages for maps (computed from the boundary file in generator/maps.ts).

/** A map's drawing: its box and one SVG path per county FIPS. */
export interface MapShapes {
  width: number;
  height: number;
  shapes: Record<string, string>;
}

export interface MapData {
  /** A state's counties (by the state's 2-digit FIPS prefix), fitted to the map's box; null for no shapes. */
  state(fipsPrefix: string): MapShapes | null;
  /** County FIPS → the FIPS of the counties it shares a border with. */
  neighbours: Record<string, string[]>;
  /** The boundary file, named for the map's credit line. */
  source: string;
  /** The national map, a separate cached SVG file (hub only). */
  nationUrl: string | null;
  nationSize: { width: number; height: number } | null;
  /** Each state's outline on the national map's box, by postal code (hub only; empty elsewhere). */
  nationStates: { code: string; d: string }[];
}

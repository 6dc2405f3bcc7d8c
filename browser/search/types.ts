// The county search's lazily loaded data (one hashed JSON per site; the hub's ZIPs split by first digit).

export interface SearchIndex {
  /** [name, key, state]: key is the slug on a state site, "<state>/<slug>" on the hub; state is the postal code. */
  counties: [name: string, key: string, state: string][];
  /** ZIP → where it lies: county indexes separated by spaces, or "o<code>" for an old county code. */
  zips?: Record<string, string>;
  /** The hub: first digit of the ZIP → URL of a { zips } file. */
  shards?: Record<string, string>;
  /** Old county codes (Connecticut's counties before 2022 …) → their name and state. */
  old: Record<string, [name: string, state: string]>;
}

export interface ZipShard {
  zips: Record<string, string>;
}

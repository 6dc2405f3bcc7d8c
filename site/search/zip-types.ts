/** generated/zip-counties.json: the ZIP → county crosswalk for every state, grouped by county. */
export interface AllZips {
  source: string;
  /** County FIPS → its ZIP codes, space-separated. */
  counties: Record<string, string>;
  /** County codes the national table does not have (Connecticut's old counties): their ZIPs, kept to explain them. */
  unmatched: Record<string, { name: string; state: string; zips: string }>;
}

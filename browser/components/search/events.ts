/** The county search asks the page's calculator to take a county: detail { slug }. */
export const PICK_COUNTY_EVENT = 'ptc:pick-county';
export interface PickCountyDetail {
  slug: string;
}

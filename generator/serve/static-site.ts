// One built site as the server serves it: the URL prefix it answers under and its folder in dist/.
export interface StaticSite {
  /** URL prefix the site answers under ('/tx/'). */
  prefix: string;
  dir: string;
}

/** The kinds of page the build renders; `path` is the English path without the base. */
export type RouteSpec =
  | { kind: 'home'; path: string }
  | { kind: 'calculator'; path: string }
  | { kind: 'directory'; path: string }
  | { kind: 'county'; path: string; slug: string }
  | { kind: 'hub-home'; path: string }
  | { kind: 'hub-state'; path: string; state: string }
  | { kind: 'hub-county'; path: string; fips: string }
  | { kind: 'content'; path: string; id: string }
  | { kind: 'sources'; path: string }
  | { kind: 'search'; path: string }
  /** A Texas county's full list of districts that cover only part of it, when it is too long for the county page. */
  | { kind: 'districts'; path: string; slug: string }
  | { kind: 'not-found'; path: string };

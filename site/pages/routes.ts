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
  | { kind: 'not-found'; path: string };

export const ISLANDS = ['calculator', 'directory', 'page'] as const;
export type IslandName = (typeof ISLANDS)[number];

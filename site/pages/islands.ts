export const ISLANDS = ['calculator', 'directory', 'page', 'tools', 'forms'] as const;
export type IslandName = (typeof ISLANDS)[number];

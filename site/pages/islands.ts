export const ISLANDS = ['calculator', 'directory', 'page', 'tools', 'forms', 'analytics'] as const;
export type IslandName = (typeof ISLANDS)[number];

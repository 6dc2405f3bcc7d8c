export const ISLANDS = ['calculator', 'directory', 'page', 'tools', 'forms', 'analytics', 'search'] as const;
export type IslandName = (typeof ISLANDS)[number];

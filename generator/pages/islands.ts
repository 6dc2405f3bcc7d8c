// The islands' names live beside the components that mount them; the build reads them here too.
export { ISLANDS, type IslandName } from '../../browser/components/island-names.ts';

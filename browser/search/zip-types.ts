/**
 * generated/zip-counties.json: the ZIP → county crosswalk for every state, grouped by county (types only; the schema is
 * the definition).
 */
export type { AllZips } from '../../schema/index.ts';

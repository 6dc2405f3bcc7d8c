// The tools' inputs as the site gets them: the facts and records in generated/ (run `rates emit` first).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CountyRate, StateConfig } from '../../../schema/index.ts';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const readJson = <T>(rel: string): T => JSON.parse(readFileSync(`${ROOT}${rel}`, 'utf8')) as T;

export const facts = (scope: string): Record<string, unknown> => readJson(`generated/facts/${scope}.json`);
export const counties = (state: string): CountyRate[] =>
  readJson<{ counties: CountyRate[] }>(`generated/rates/${state}.json`).counties;
export const config = (state: string): StateConfig => readJson(`generated/config/${state}.json`);
export const CENTS = 2;

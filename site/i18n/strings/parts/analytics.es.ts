import type { Shape } from '../types.ts';
import type { analyticsEn } from './analytics.en.ts';

export const analyticsEs: Shape<typeof analyticsEn> = {};

import type { Shape } from '../types.ts';
import type { toolsEn } from './tools.en.ts';

export const toolsEs: Shape<typeof toolsEn> = {};

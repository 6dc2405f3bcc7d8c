import type { Shape } from '../types.ts';
import type { contentEn } from './content.en.ts';

export const contentEs: Shape<typeof contentEn> = {};

import type { Shape } from '../types.ts';
import type { formsEn } from './forms.en.ts';

export const formsEs: Shape<typeof formsEn> = {};

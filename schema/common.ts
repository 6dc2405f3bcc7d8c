// Shapes every output shares: text in both languages, confidence, the kind and basis of a rate.
import { z } from 'zod';
import { confidence, rateBasis, rateKind } from './fields.ts';

export const localized = z.strictObject({ en: z.string().min(1), es: z.string().min(1) });
/** A text in both languages. */
export type Localized = z.output<typeof localized>;
export type Confidence = z.output<typeof confidence>;
/** nominal: a levy on taxable/assessed/full value; effective: taxes paid ÷ market value (Census survey). */
export type RateKind = z.output<typeof rateKind>;
/** What value the rate is applied to. */
export type RateBasis = z.output<typeof rateBasis>;
export const rateStatus = z.enum(['estimate', 'official']);
/** estimate: last year's rate standing in for the product year; official: the product year's published rate. */
export type RateStatus = z.output<typeof rateStatus>;

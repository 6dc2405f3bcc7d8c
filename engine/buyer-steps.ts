// Buyer mode's steps as the engine names them. i18n/buyer-text.ts words the steps every state
// takes; a state's own steps are worded in its folder (states/<code>/buyer-text.ts), beside its rule.
import type { Lang } from '../schema/codes.ts';

export type BuyerStepCode =
  | 'year-one-seller-bill'
  | 'year-one-seller-assessed'
  | 'year-one-estimated'
  | 'seller-exemptions-end'
  | 'tx-cap-restarts'
  | 'tx-ceiling-ends'
  | 'fl-soh-resets'
  | 'fl-portability'
  | 'fl-portability-capped'
  | 'fl-portability-needs-homestead'
  | 'ca-base-year'
  | 'ca-supplemental'
  | 'ca-supplemental-next-roll'
  | 'ca-supplemental-cancelled'
  | 'ca-supplemental-unknown'
  | 'ca-supplemental-not-escrowed'
  | 'ny-star-credit'
  | 'nyc-assessment-inherited'
  | 'nyc-assessment-estimated'
  | 'own-exemptions-start'
  | 'no-own-exemptions'
  | 'escrow-year-one'
  | 'escrow-shortage'
  | 'escrow-no-shortage';

export interface BuyerStep {
  code: BuyerStepCode;
  vars: Record<string, string | number>;
}

/** How a step's figures read in its sentence, by variable name. */
export interface StepFormatters {
  money: (k: string) => string;
  date: (k: string) => string;
  num: (k: string) => string;
  pct: (k: string) => string;
}

/** A step's sentence in one language, from its variables. */
export type StepTemplate = (v: BuyerStep['vars'], f: StepFormatters) => string;

/** Sentences of buyer steps, by code, in both languages. */
export type BuyerWords = { readonly [C in BuyerStepCode]?: Readonly<Record<Lang, StepTemplate>> };

// Buyer mode's steps as the engine names them; site/i18n/buyer-text.ts words each one.

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

import { lazyPart } from '../errors/lazy-part.tsx';

// The report and share block appears only with a result: its code is split out of the calculator
// island and loaded on first use.
export const ResultActionsPart = lazyPart(
  () => import('../report/ResultActions.tsx'),
  (m) => m.ResultActions,
);

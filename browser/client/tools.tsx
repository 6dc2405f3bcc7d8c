// Entry point of the guide tools (payment calculator, Prop 13 demo, tax-shock calculator,
// Mello-Roos finder, glossary and FAQ search). Each tool's code is its own chunk, loaded only
// on pages that show it; the island's props say which tool it is.
import type { ComponentType } from 'react';
import { hydrateFramed, readIslandProps, showStartupFailure } from '../components/errors/mount.tsx';
import type { ToolIslandProps, ToolName } from '../components/tools/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loader = () => Promise<ComponentType<any>>;

const LOADERS: Record<ToolName, Loader> = {
  'payment-calculator': () => import('../components/tools/PaymentCalculator.tsx').then((m) => m.PaymentCalculator),
  'prop13-demo': () => import('../components/tools/Prop13Demo.tsx').then((m) => m.Prop13Demo),
  'tax-shock': () => import('../components/tools/TaxShock.tsx').then((m) => m.TaxShock),
  'mello-roos-finder': () => import('../components/tools/MelloRoosFinder.tsx').then((m) => m.MelloRoosFinder),
  'glossary-search': () => import('../components/tools/GlossarySearch.tsx').then((m) => m.GlossarySearch),
  'faq-search': () => import('../components/tools/FaqSearch.tsx').then((m) => m.FaqSearch),
};

for (const el of document.querySelectorAll<HTMLElement>('[data-island="tools"]')) {
  let island: ToolIslandProps | null;
  try {
    island = readIslandProps<ToolIslandProps>(el);
  } catch (error) {
    showStartupFailure(el, error);
    continue;
  }
  const load = island ? LOADERS[island.tool] : undefined;
  if (!island || !load) continue;
  const { props } = island;
  load().then(
    (Component) => hydrateFramed(el, Component, props),
    (error: unknown) => showStartupFailure(el, error, props),
  );
}

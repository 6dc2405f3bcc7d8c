// The guide tools by name, for pages: renderTool('prop13-demo', toolProps('prop13-demo', ctx, data))
// gives the tool's server markup inside a 'tools' island (add 'tools' to the page's islands);
// browser/client/tools.tsx hydrates it with the same component and props.
import type { ReactElement } from 'react';
import { Island } from '../Island.tsx';
import { FaqSearch } from './FaqSearch.tsx';
import { GlossarySearch } from './GlossarySearch.tsx';
import { MelloRoosFinder } from './MelloRoosFinder.tsx';
import { PaymentCalculator } from './PaymentCalculator.tsx';
import { Prop13Demo } from './Prop13Demo.tsx';
import { TaxShock } from './TaxShock.tsx';
import type { ToolIslandProps, ToolName, ToolPropsMap } from './types.ts';

export type * from './types.ts';
export { TOOL_NAMES } from './types.ts';

type Components = { [N in ToolName]: (props: ToolPropsMap[N]) => ReactElement };

export const TOOL_COMPONENTS: Components = {
  'payment-calculator': PaymentCalculator,
  'prop13-demo': Prop13Demo,
  'tax-shock': TaxShock,
  'mello-roos-finder': MelloRoosFinder,
  'glossary-search': GlossarySearch,
  'faq-search': FaqSearch,
};

/** The tool's element inside its island; `id` only matters when a page shows the same tool twice. */
export function renderTool<N extends ToolName>(name: N, props: ToolPropsMap[N], id = `tool-${name}`): ReactElement {
  const Component = TOOL_COMPONENTS[name] as (p: ToolPropsMap[N]) => ReactElement;
  const island: ToolIslandProps<N> = { tool: name, props };
  return (
    <Island name="tools" id={id} props={island}>
      <Component {...props} />
    </Island>
  );
}

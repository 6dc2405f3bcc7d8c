// What a guide's embedded blocks are rendered with (directives.tsx and the blocks it calls).
import type { IslandName } from '../../../browser/components/island-names.ts';
import type { PageContext } from '../../../browser/components/page-context.ts';
import type { FigureRoot } from '../../../i18n/content/figures.ts';
import type { PageData } from '../page-data.ts';

export interface DirectiveEnv {
  ctx: PageContext;
  data: PageData;
  root: FigureRoot;
  islands: Set<IslandName>;
}

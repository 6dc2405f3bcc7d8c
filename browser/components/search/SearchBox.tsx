import type { PageContext } from '../page-context.ts';
import { groupText } from '../group-text.ts';
import { Island } from '../Island.tsx';
import { CountySearch, type CountySearchProps } from './CountySearch.tsx';

/** The county search as an island; without a search data file (tests' mini builds) nothing is shown. */
export function SearchBox({
  ctx,
  id,
  mode = 'navigate',
  landmarkKey,
}: {
  ctx: PageContext;
  id: string;
  mode?: CountySearchProps['mode'];
  landmarkKey?: string;
}) {
  if (!ctx.asset.search) return null;
  const props: CountySearchProps = {
    id,
    dataUrl: ctx.asset.search,
    text: groupText(ctx, ['visual.search.']),
    countyHref: ctx.href('/county/{{key}}'),
    action: ctx.href('/search'),
    mode,
    showState: ctx.variant === 'hub',
    // A ZIP opens its county on the state site that bills by unit, with the ZIP's units chosen there.
    ...(ctx.variant === 'hub'
      ? {
          zipHref: Object.fromEntries(
            ctx.hub.stateSites.map((code) => [code.toUpperCase(), ctx.siteHref(code, '/county/{{slug}}')]),
          ),
        }
      : {}),
    ...(landmarkKey ? { landmarkKey } : {}),
  };
  return (
    <Island name="search" id={`${id}-island`} props={props}>
      <CountySearch {...props} />
    </Island>
  );
}

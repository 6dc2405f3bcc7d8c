import type { CountyRate } from '../../../schema/index.ts';
import type { PageContext } from '../page-context.ts';
import { ChoroplethMap } from './ChoroplethMap.tsx';
import type { MapData } from './types.ts';

/** A state site's home map: its counties shaded by the rate each county page uses, each a link to that page. */
export function StateRateMap({
  ctx,
  counties,
  maps,
}: {
  ctx: PageContext;
  counties: readonly CountyRate[];
  maps: MapData;
}) {
  const shapes = counties[0] ? maps.state(counties[0].fips.slice(0, 2)) : null;
  if (!shapes) return null;
  const { t, lang } = ctx;
  return (
    <ChoroplethMap
      ctx={ctx}
      id="state-map"
      withTable
      zipsUrl={ctx.asset.mapZips ?? null}
      source={maps.source}
      shapes={shapes}
      title={t('visual.map.stateTitle', { state: ctx.config!.stateName[lang] })}
      caption={t('visual.map.stateCaption')}
      items={counties.map((c) => ({
        fips: c.fips,
        name: c.name,
        href: ctx.href(`/county/${c.slug}`),
        ratePct: c.ratePct,
      }))}
    />
  );
}

import { median } from '../../../engine/median.ts';
import { statesIn } from '../../../i18n/place-names.ts';
import type { NationalCounty } from '../../../schema/index.ts';
import { legendClasses, quantileBreaks } from '../../charts/scales.ts';
import { formatPercent } from '../../../i18n/format.ts';
import type { PageContext } from '../page-context.ts';
import { DataTable } from '../DataTable.tsx';
import { MapLegend } from './MapLegend.tsx';
import { NATION_CLASSES } from './national-svg.ts';
import type { MapData } from './types.ts';

/**
 * The hub home's map: every county of the country in a cached SVG image, under a layer of the
 * states' outlines, each a link to its state page (the state pages link every county; 3,144 county
 * links would not fit the home page), a county search beside it, its legend, and a table of the
 * states, each linking to its page.
 */
export function NationalMap({ ctx, national, maps }: { ctx: PageContext; national: NationalCounty[]; maps: MapData }) {
  const { t, lang } = ctx;
  const pct = (v: number): string => formatPercent(v, lang);
  const values = national.flatMap((c) => (c.effectiveRatePct === null ? [] : [c.effectiveRatePct]));
  const breaks = quantileBreaks(values, NATION_CLASSES);
  const legend = legendClasses(values, breaks);
  const n = breaks.length + 1;
  const missing = national.filter((c) => c.effectiveRatePct === null);
  const period = national[0]?.sourceYear ?? '';
  const states = statesIn(national, ctx.lang).map(([code, name]) => {
    const counties = national.filter((c) => c.state === code);
    const rates = counties.flatMap((c) => (c.effectiveRatePct === null ? [] : [c.effectiveRatePct]));
    return { code, name, counties: counties.length, rates, median: median(rates) };
  });
  const byCode = new Map(states.map((s) => [s.code, s]));
  const label = (i: number): string => {
    const c = legend[i]!;
    if (c.from === null) return t('visual.map.below', { to: pct(c.to!) });
    if (c.to === null) return t('visual.map.above', { from: pct(c.from) });
    return t('visual.map.between', { from: pct(c.from), to: pct(c.to) });
  };
  return (
    <figure className="map" aria-labelledby="nation-map-title">
      <figcaption>
        <h2 id="nation-map-title">{t('visual.map.nationTitle')}</h2>
        <p className="muted">{t('visual.map.nationCaption', { period })}</p>
      </figcaption>
      {maps.nationUrl && maps.nationSize && (
        <div className="map-stack">
          <img
            className="map-img"
            src={maps.nationUrl}
            width={maps.nationSize.width}
            height={maps.nationSize.height}
            alt={t('visual.map.nationAlt')}
            loading="lazy"
            decoding="async"
          />
          {maps.nationStates.length > 0 && (
            <svg
              className="map-svg map-links"
              viewBox={`0 0 ${maps.nationSize.width} ${maps.nationSize.height}`}
              role="group"
              aria-label={t('visual.map.statesOnMap')}
            >
              {maps.nationStates.map(({ code, d }) => {
                const s = byCode.get(code);
                if (!s) return null;
                const label =
                  s.median === null
                    ? t('visual.map.countyNoRate', { county: s.name })
                    : t('visual.map.stateLabel', { state: s.name, rate: pct(s.median) });
                return (
                  <a key={code} href={ctx.href(`/states/${code.toLowerCase()}`)} aria-label={label} data-state={code}>
                    <title>{label}</title>
                    <path d={d} />
                  </a>
                );
              })}
            </svg>
          )}
        </div>
      )}
      <MapLegend t={t} classes={legend} count={n} label={label} noRate={missing.length} />
      {missing.length > 0 && (
        <p className="small">
          {t('visual.map.noRateNote', {
            count: missing.length,
            names: missing.map((c) => `${c.name}, ${c.state}`).join('; '),
          })}
        </p>
      )}
      <p className="small muted cite">{t('visual.map.boundaries', { source: maps.source })}</p>
      <DataTable
        label={t('visual.map.statesTable')}
        rows={states}
        rowKey={(s) => s.code}
        caption={t('visual.map.statesTable')}
        captionClassName="sr-only"
        columns={[
          {
            header: t('visual.map.stateColumn'),
            cell: (s) => <a href={ctx.href(`/states/${s.code.toLowerCase()}`)}>{s.name}</a>,
          },
          {
            header: t('visual.map.medianColumn'),
            num: true,
            cell: (s) => (s.median === null ? t('states.notAvailable') : pct(s.median)),
          },
          {
            header: t('visual.map.rangeColumn'),
            num: true,
            cell: (s) =>
              s.rates.length ? `${pct(Math.min(...s.rates))} – ${pct(Math.max(...s.rates))}` : t('states.notAvailable'),
          },
          { header: t('visual.map.countiesColumn'), num: true, cell: (s) => s.counties },
        ]}
      />
    </figure>
  );
}

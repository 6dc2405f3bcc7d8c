import { countyLabel } from '../../../i18n/place-names.ts';
import type { PageContext } from '../page-context.ts';
import { formatPercent, formatRate } from '../../../i18n/format.ts';
import { NO_DATA_COLOUR, classColour, classOf, legendClasses, quantileBreaks } from '../../charts/scales.ts';
import { DataTable } from '../DataTable.tsx';
import { MapLegend } from './MapLegend.tsx';
import type { MapShapes } from './types.ts';

/** A county on the map: its rate (null when there is none) and the page it links to. */
export interface MapItem {
  fips: string;
  name: string;
  href: string;
  ratePct: number | null;
}

const CLASSES = 5;

interface Props {
  ctx: PageContext;
  id: string;
  title: string;
  caption: string;
  shapes: MapShapes;
  items: MapItem[];
  source: string;
  /** Whether to add the table alternative here (the hub's state page already has its county table). */
  withTable: boolean;
  /** The map's ZIP centres on its box: a tap opens the county with the nearest ZIP (../zip/map-tap.ts). */
  zipsUrl?: string | null;
}

/**
 * A prerendered choropleth: each county a link to its page, shaded by class; a legend with the
 * class breaks; what is not drawn, said; and the same figures as a table for screen readers.
 */
export function ChoroplethMap({ ctx, id, title, caption, shapes, items, source, withTable, zipsUrl }: Props) {
  const { t, lang } = ctx;
  // Class breaks are cut at two decimals; each county's own rate keeps the three of its page.
  const rate = (v: number): string => formatPercent(v, lang);
  const exact = (v: number): string => formatRate(v, lang);
  const values = items.flatMap((i) => (i.ratePct === null ? [] : [i.ratePct]));
  const breaks = quantileBreaks(values, CLASSES);
  const n = breaks.length + 1;
  const legend = legendClasses(values, breaks);
  const classLabel = (i: number): string => {
    const c = legend[i]!;
    if (c.from === null && c.to === null) return rate(values[0] ?? 0);
    if (c.from === null) return t('visual.map.below', { to: rate(c.to!) });
    if (c.to === null) return t('visual.map.above', { from: rate(c.from) });
    return t('visual.map.between', { from: rate(c.from), to: rate(c.to) });
  };
  const notDrawn = items.filter((i) => !shapes.shapes[i.fips]);
  const noRate = items.filter((i) => i.ratePct === null && shapes.shapes[i.fips]);
  const drawn = items.filter((i) => shapes.shapes[i.fips]);
  // Shapes the rate table has no county for: drawn grey, without a link (the build lists them).
  const known = new Set(items.map((i) => i.fips));
  const strangers = Object.keys(shapes.shapes).filter((f) => !known.has(f));
  return (
    <figure className="map" aria-labelledby={`${id}-title`} data-map-zips={zipsUrl ?? undefined}>
      <figcaption>
        <h2 id={`${id}-title`}>{title}</h2>
        <p className="muted">{caption}</p>
      </figcaption>
      <svg
        viewBox={`0 0 ${shapes.width} ${shapes.height}`}
        className="map-svg"
        role="group"
        aria-labelledby={`${id}-title`}
      >
        {drawn.map((i) => {
          const label =
            i.ratePct === null
              ? t('visual.map.countyNoRate', { county: i.name })
              : t('visual.map.countyLabel', { county: i.name, rate: exact(i.ratePct) });
          const fill = i.ratePct === null ? NO_DATA_COLOUR : classColour(classOf(i.ratePct, breaks), n);
          return (
            <a key={i.fips} href={i.href} aria-label={label} data-fips={i.fips}>
              <title>{label}</title>
              <path d={shapes.shapes[i.fips]} fill={fill} />
            </a>
          );
        })}
        {strangers.map((f) => (
          <path key={f} d={shapes.shapes[f]} fill={NO_DATA_COLOUR} aria-hidden="true" />
        ))}
      </svg>
      <MapLegend t={t} classes={legend} count={n} label={classLabel} noRate={noRate.length} />
      {noRate.length > 0 && (
        <p className="small">
          {t('visual.map.noRateNote', { count: noRate.length, names: noRate.map((i) => i.name).join(', ') })}
        </p>
      )}
      {notDrawn.length > 0 && (
        <p className="notice small" data-not-drawn>
          {t('visual.map.notDrawnShort', { names: notDrawn.map((i) => i.name).join(', ') })}
        </p>
      )}
      <p className="small muted cite">{t('visual.map.boundaries', { source })}</p>
      {withTable && (
        <details className="map-table">
          <summary>{t('visual.map.asTable')}</summary>
          <DataTable
            label={title}
            rows={items}
            rowKey={(i) => i.fips}
            columns={[
              { header: t('visual.chart.county'), cell: (i) => <a href={i.href}>{countyLabel(i.name, ctx.lang)}</a> },
              {
                header: t('visual.map.tableRate'),
                num: true,
                cell: (i) => (i.ratePct === null ? t('visual.map.noRate') : exact(i.ratePct)),
              },
              {
                header: t('visual.map.tableClass'),
                cell: (i) => (i.ratePct === null ? t('visual.map.noRate') : classLabel(classOf(i.ratePct, breaks))),
              },
            ]}
          />
        </details>
      )}
    </figure>
  );
}

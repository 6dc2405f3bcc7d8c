import { NO_DATA_COLOUR, classColour } from '../../charts/scales.ts';
import type { PageContext } from '../page-context.ts';

/** A map's key: each class's colour, its range and how many counties fall in it, then those with no rate. */
export function MapLegend({
  t,
  classes,
  count,
  label,
  noRate,
}: {
  t: PageContext['t'];
  classes: readonly { index: number; count: number }[];
  /** How many classes the colour scale has. */
  count: number;
  label: (index: number) => string;
  noRate: number;
}) {
  return (
    <div className="map-legend">
      <h3 className="small">{t('visual.map.legend')}</h3>
      <ul>
        {classes.map((c) => (
          <li key={c.index}>
            <span className="swatch" style={{ background: classColour(c.index, count) }} aria-hidden="true" />
            {label(c.index)} <span className="muted">({t('visual.map.counties', { count: c.count })})</span>
          </li>
        ))}
        {noRate > 0 && (
          <li>
            <span className="swatch" style={{ background: NO_DATA_COLOUR }} aria-hidden="true" />
            {t('visual.map.noRate')} <span className="muted">({t('visual.map.counties', { count: noRate })})</span>
          </li>
        )}
      </ul>
    </div>
  );
}

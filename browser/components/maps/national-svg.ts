import { NO_DATA_COLOUR, classColour } from '../../charts/scales.ts';

/** Classes of the national map; the page's legend and the drawn file use the same. */
export const NATION_CLASSES = 5;

export interface NationalLayers {
  width: number;
  height: number;
  /** One merged path per class, lightest first (null: no county in that class). */
  fills: (string | null)[];
  noData: string;
  counties: string;
  states: string;
  nation: string;
}

/**
 * The national county map as a stand-alone SVG document, served as a cached file beside the hub
 * home (3,144 county links would not fit a page's budget; the state pages carry the links).
 * Only path data and colours go in, so nothing needs escaping.
 */
export function nationalSvg(layers: NationalLayers, classes: number): string {
  const fill = (d: string | null, colour: string): string => (d ? `<path d="${d}" fill="${colour}"/>` : '');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${layers.width} ${layers.height}">`,
    ...layers.fills.map((d, i) => fill(d, classColour(i, classes))),
    fill(layers.noData, NO_DATA_COLOUR),
    `<path d="${layers.counties}" fill="none" stroke="#fff" stroke-width="0.3"/>`,
    `<path d="${layers.states}" fill="none" stroke="#fff" stroke-width="1"/>`,
    `<path d="${layers.nation}" fill="none" stroke="#8794a8" stroke-width="0.6"/>`,
    '</svg>',
    '',
  ].join('\n');
}

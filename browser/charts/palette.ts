// Colours for the parts of a bill and the lines of a chart, in order; distinct from each other
// and dark enough against white to stand out (the figures themselves are always in a table).
export const SERIES_COLOURS = [
  '#08519c',
  '#e6550d',
  '#31a354',
  '#756bb1',
  '#636363',
  '#a6761d',
  '#1b9e77',
  '#d6616b',
] as const;

export const seriesColour = (i: number): string => SERIES_COLOURS[i % SERIES_COLOURS.length]!;

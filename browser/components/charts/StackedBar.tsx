import { seriesColour } from '../../charts/palette.ts';

/**
 * One bar split into its parts, in proportion; drawn as SVG that stretches to its box. It is a
 * picture of figures shown beside it in text, so assistive technology skips it.
 */
export function StackedBar({
  parts,
  className = 'stacked-bar',
}: {
  parts: readonly { key: string; value: number }[];
  className?: string;
}) {
  const total = parts.reduce((s, p) => s + Math.max(0, p.value), 0);
  let x = 0;
  return (
    <svg className={className} viewBox="0 0 1000 40" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      {total > 0 &&
        parts.map((p, i) => {
          const w = (Math.max(0, p.value) / total) * 1000;
          const rect = <rect key={p.key} x={x} y={0} width={w} height={40} fill={seriesColour(i)} />;
          x += w;
          return rect;
        })}
    </svg>
  );
}

export function Swatch({ index }: { index: number }) {
  return <span className="swatch" style={{ background: seriesColour(index) }} aria-hidden="true" />;
}

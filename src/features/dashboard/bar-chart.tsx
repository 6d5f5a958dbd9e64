// A small bar chart in plain SVG: one bar per value, the largest value on the axis, the first and
// last labels under it. Colours are the theme's CSS variables (light and dark). The picture is
// named by its caption and described by `summary`; the figures themselves are in the caller's table.
import { useId } from 'react';
import './bar-chart.css';

export interface Bar {
  label: string;
  value: number;
  /** What the bar says on hover, e.g. "2026-11-25: 4". */
  text: string;
}

interface Props {
  title: string;
  summary: string;
  bars: Bar[];
  format: (value: number) => string;
}

const WIDTH = 320;
const HEIGHT = 140;
const LEFT = 4;
const TOP = 18;
const BOTTOM = 18;

export function BarChart({ title, summary, bars, format }: Props) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const plot = HEIGHT - TOP - BOTTOM;
  const step = (WIDTH - LEFT * 2) / Math.max(1, bars.length);
  const width = Math.max(1, step * 0.7);
  const baseline = TOP + plot;
  return (
    <figure className="l-bar-chart">
      <figcaption id={`${id}-title`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
        <desc id={`${id}-desc`}>{summary}</desc>
        <line className="l-bar-chart__grid" x1={LEFT} x2={WIDTH - LEFT} y1={TOP} y2={TOP} />
        <text className="l-bar-chart__axis" x={LEFT} y={TOP - 5}>
          {format(max)}
        </text>
        {bars.map((bar, index) => {
          const height = (bar.value / max) * plot;
          return (
            <rect key={bar.label} className="l-bar-chart__bar" x={LEFT + index * step + (step - width) / 2} y={baseline - height} width={width} height={height}>
              <title>{bar.text}</title>
            </rect>
          );
        })}
        <line className="l-bar-chart__baseline" x1={LEFT} x2={WIDTH - LEFT} y1={baseline} y2={baseline} />
        {bars.length > 0 && (
          <>
            <text className="l-bar-chart__axis" x={LEFT} y={HEIGHT - 4}>
              {bars[0]!.label}
            </text>
            <text className="l-bar-chart__axis" x={WIDTH - LEFT} y={HEIGHT - 4} textAnchor="end">
              {bars.at(-1)!.label}
            </text>
          </>
        )}
      </svg>
    </figure>
  );
}

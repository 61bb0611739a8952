/**
 * A bar chart drawn as plain SVG (issue 30: the grade distribution), with its table beside it
 * for screen readers: the picture is hidden from them (aria-hidden) and the same figures are
 * read from a visually hidden table, so nothing depends on reading a drawing. Plain SVG rather
 * than a chart library: two simple kinds (bars here, a line in line-chart.tsx) need no
 * dependency, weigh nothing beyond the routes that draw them, and print as they show.
 */
import { ChartTable } from './chart-table';

type Bar = { label: string; value: number };

const HEIGHT = 160;
const BAR = 36;
const GAP = 14;
const AXIS = 20;

export function BarChart({
  bars,
  caption,
  labelHeader,
  valueHeader,
  testId,
}: {
  bars: readonly Bar[];
  caption: string;
  labelHeader: string;
  valueHeader: string;
  testId?: string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const width = Math.max(bars.length * (BAR + GAP) + GAP, 120);
  return (
    <figure className="mb-3" data-testid={testId}>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT + AXIS}`}
        width="100%"
        style={{ maxWidth: width * 1.5, maxHeight: 240 }}
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} y1={HEIGHT} x2={width} y2={HEIGHT} stroke="currentColor" strokeWidth={1} />
        {bars.map((b, i) => {
          const h = Math.round((b.value / max) * (HEIGHT - 20));
          const x = GAP + i * (BAR + GAP);
          return (
            <g key={b.label}>
              <rect x={x} y={HEIGHT - h} width={BAR} height={h} fill="var(--bs-primary)" />
              <text
                x={x + BAR / 2}
                y={HEIGHT - h - 4}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {b.value}
              </text>
              <text
                x={x + BAR / 2}
                y={HEIGHT + 14}
                textAnchor="middle"
                fontSize={11}
                fill="currentColor"
              >
                {b.label}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="small text-body-secondary">{caption}</figcaption>
      <ChartTable
        caption={caption}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        rows={bars}
      />
    </figure>
  );
}

/**
 * A line chart drawn as plain SVG (issue 30: a student's percentage across exams, on the
 * profile's Exams tab), 0–100 on its axis, with the same figures in a visually hidden table for
 * screen readers (the drawing is aria-hidden). See bar-chart.tsx for why plain SVG.
 */
import { ChartTable } from './chart-table';

type Point = { label: string; value: number | null };

const WIDTH = 480;
const HEIGHT = 160;
const PAD = 28;

export function LineChart({
  points,
  caption,
  labelHeader,
  valueHeader,
  testId,
}: {
  points: readonly Point[];
  caption: string;
  labelHeader: string;
  valueHeader: string;
  testId?: string;
}) {
  const step = points.length > 1 ? (WIDTH - 2 * PAD) / (points.length - 1) : 0;
  const at = (i: number, v: number) => ({
    x: PAD + i * step,
    y: PAD + ((100 - v) / 100) * (HEIGHT - 2 * PAD),
  });
  const drawn = points
    .map((p, i) => (p.value === null ? null : { ...at(i, p.value), p }))
    .filter((p) => p !== null);
  return (
    <figure className="mb-3" data-testid={testId}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        style={{ maxWidth: 640 }}
        aria-hidden="true"
        focusable="false"
      >
        {[0, 50, 100].map((v) => (
          <g key={v}>
            <line
              x1={PAD}
              x2={WIDTH - PAD}
              y1={at(0, v).y}
              y2={at(0, v).y}
              stroke="var(--bs-border-color)"
            />
            <text x={4} y={at(0, v).y + 4} fontSize={10} fill="currentColor">
              {v}
            </text>
          </g>
        ))}
        <polyline
          points={drawn.map((d) => `${d.x},${d.y}`).join(' ')}
          fill="none"
          stroke="var(--bs-primary)"
          strokeWidth={2}
        />
        {drawn.map((d) => (
          <g key={d.p.label}>
            <circle cx={d.x} cy={d.y} r={4} fill="var(--bs-primary)" />
            <text x={d.x} y={d.y - 8} textAnchor="middle" fontSize={10} fill="currentColor">
              {d.p.value}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="small text-body-secondary">{caption}</figcaption>
      <ChartTable
        caption={caption}
        labelHeader={labelHeader}
        valueHeader={valueHeader}
        rows={points}
      />
    </figure>
  );
}

/**
 * A small horizontal bar chart in plain SVG: one row per bar, the label on the left, the bar
 * scaled to the largest value, the value at its end. A few hundred bytes instead of a chart
 * library; percentages in x and width keep the text undistorted at any width. Screen readers
 * get the figures as a list in the label.
 */
const ROW = 28;
const LABEL = 32; // % of the width for the labels
const BARS = 58; // % of the width the longest bar takes

export function BarChart({
  bars,
  title,
  caption,
  format = String,
}: {
  bars: { label: string; value: number }[];
  title: string;
  caption: string;
  /** How a value is written (money in the school's currency); plain numbers by default. */
  format?: (value: number) => string;
}) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  const summary = bars.map((b) => `${b.label}: ${format(b.value)}`).join(', ');
  return (
    <figure className="mb-0">
      <svg
        width="100%"
        height={bars.length * ROW}
        role="img"
        aria-label={`${title}. ${summary}.`}
        className="bar-chart"
      >
        {bars.map((b, i) => {
          const width = (b.value / max) * BARS;
          const y = i * ROW;
          return (
            <g key={b.label}>
              <text
                x={`${LABEL - 2}%`}
                y={y + ROW / 2}
                dy="0.35em"
                textAnchor="end"
                fontSize="13"
                fill="currentColor"
              >
                {b.label}
              </text>
              <rect
                x={`${LABEL}%`}
                y={y + 5}
                width={`${width}%`}
                height={ROW - 10}
                rx="3"
                fill="var(--bs-primary, #215679)"
              />
              <text
                x={`${LABEL + width + 1}%`}
                y={y + ROW / 2}
                dy="0.35em"
                fontSize="13"
                fill="currentColor"
              >
                {format(b.value)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="small text-body-secondary mt-2">{caption}</figcaption>
    </figure>
  );
}

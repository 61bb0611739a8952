'use client';
/**
 * Expenses by month and category: one stacked column per month in plain SVG (no chart
 * library, like the dashboard's bar chart), a colour per category with its legend and total.
 * Screen readers get every month's total and split in the label.
 */
import { useLocale, useTranslations } from 'use-intl';
import { monthLabel } from '@/lib/api/modules/expenses/types';
import { directionOf, isLocale } from '@/lib/i18n/locales';
import type { ChartData } from './use-expense-data';

const HEIGHT = 180;
const COLOURS = [
  '#215679',
  '#c0622f',
  '#3f8f4f',
  '#8a4f9e',
  '#b5912a',
  '#2f8f8f',
  '#a23b55',
  '#5a6470',
];
const colourOf = (i: number) => COLOURS[i % COLOURS.length];

export function ExpenseChart({
  chart,
  money,
}: {
  chart: ChartData;
  money: (minor: number) => string;
}) {
  const t = useTranslations('expenses');
  const locale = useLocale();
  const month = (m: string) => monthLabel(m, locale);
  const max = Math.max(1, ...chart.month_totals);
  const width = 100 / Math.max(1, chart.months.length);
  // Time runs along the line: right to left in Arabic, so the first month's column is on the right.
  const rtl = isLocale(locale) && directionOf(locale) === 'rtl';
  const slot = (i: number) => (rtl ? chart.months.length - 1 - i : i) * width;
  const summary = chart.months
    .map((m, i) => {
      const parts = chart.categories
        .filter((c) => (c.amounts[i] ?? 0) > 0)
        .map((c) => `${c.name} ${money(c.amounts[i] ?? 0)}`);
      const total = money(chart.month_totals[i] ?? 0);
      return parts.length
        ? t('chart.monthSplit', {
            month: month(m),
            total,
            parts: parts.join(t('chart.separator')),
          })
        : t('chart.month', { month: month(m), total });
    })
    .join(t('chart.monthSeparator'));
  return (
    <figure className="mb-3" data-testid="expense-chart">
      <svg width="100%" height={HEIGHT + 24} role="img" aria-label={t('chart.label', { summary })}>
        {chart.months.map((m, i) => {
          let top = HEIGHT;
          return (
            <g key={m}>
              {chart.categories.map((c, k) => {
                const h = ((c.amounts[i] ?? 0) / max) * (HEIGHT - 24);
                if (h <= 0) return null;
                top -= h;
                return (
                  <rect
                    key={c.id}
                    x={`${slot(i) + width * 0.2}%`}
                    y={top}
                    width={`${width * 0.6}%`}
                    height={h}
                    fill={colourOf(k)}
                  >
                    <title>
                      {t('chart.bar', {
                        category: c.name,
                        month: month(m),
                        amount: money(c.amounts[i] ?? 0),
                      })}
                    </title>
                  </rect>
                );
              })}
              {(chart.month_totals[i] ?? 0) > 0 && (
                <text
                  x={`${slot(i) + width / 2}%`}
                  y={top - 4}
                  textAnchor="middle"
                  fontSize="11"
                  fill="currentColor"
                >
                  {money(chart.month_totals[i] ?? 0)}
                </text>
              )}
              <text
                x={`${slot(i) + width / 2}%`}
                y={HEIGHT + 16}
                textAnchor="middle"
                fontSize="12"
                fill="currentColor"
              >
                {month(m)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="small">
        <ul className="list-inline mb-0">
          {chart.categories.map((c, k) => (
            <li key={c.id} className="list-inline-item me-3">
              <span
                aria-hidden="true"
                className="d-inline-block me-1 rounded-1"
                style={{ width: 10, height: 10, background: colourOf(k) }}
              />
              {t('chart.legend', { category: c.name, amount: money(c.total) })}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}

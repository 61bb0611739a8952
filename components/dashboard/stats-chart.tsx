'use client';
/** The visible counts as a bar chart, so their sizes compare at a glance. */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export function StatsChart({ data }: { data: { label: string; value: number }[] }) {
  const summary = data.map((d) => `${d.label}: ${d.value}`).join(', ');
  return (
    <figure className="mb-0">
      <div role="img" aria-label={`Bar chart of the school's counts. ${summary}.`}>
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="label" tick={{ fill: '#33424d', fontSize: 12 }} />
            <YAxis allowDecimals={false} tick={{ fill: '#33424d', fontSize: 12 }} />
            <Tooltip cursor={{ fill: 'rgba(86, 204, 153, 0.15)' }} />
            <Bar dataKey="value" name="Count" fill="#215679" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="small text-body-secondary mt-2">
        Counts of people and classes in the school.
      </figcaption>
    </figure>
  );
}

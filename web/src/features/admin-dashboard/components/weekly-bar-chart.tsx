import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export interface WeeklyBarChartProps {
  label: string;
  weeks: readonly string[];
  counts: readonly number[];
  color: string;
}

/** Weekly counts as bars; loaded on its own so the chart library stays out of every other screen. */
export default function WeeklyBarChart({ label, weeks, counts, color }: WeeklyBarChartProps) {
  const data = weeks.map((week, index) => ({ week: week.slice(5).replace('-', '/'), count: counts[index] ?? 0 }));
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="week" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
        <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(value) => [`${String(value)}件`, label]} labelFormatter={(week) => `${String(week)} の週`} />
        <Bar dataKey="count" name={label} fill={color} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

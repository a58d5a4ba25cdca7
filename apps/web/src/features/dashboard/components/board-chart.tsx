import '@mantine/charts/styles.css';
import { BarChart, DonutChart, LineChart } from '@mantine/charts';

export type ChartSeries = { name: string; label: string; color: string };
export type ChartProps = {
  kind: 'bar' | 'stacked' | 'line' | 'donut';
  data: Record<string, string | number | null>[];
  /** The field of each row on the category axis (bar and line charts). */
  dataKey: string;
  series: ChartSeries[];
  label: string;
};

/**
 * A board's chart (@mantine/charts on recharts), full width of its card. This module is the only
 * one importing the charts: the boards load it lazily, so no page's first paint waits for it.
 */
export default function BoardChart({ kind, data, dataKey, series, label }: ChartProps) {
  const common = { h: 260, 'aria-label': label, role: 'img' } as const;
  if (kind === 'donut')
    return (
      <DonutChart
        {...common}
        mx="auto"
        withLabelsLine
        withLabels
        data={series.map((item) => ({
          name: item.label,
          value: Number(data[0]?.[item.name] ?? 0),
          color: item.color,
        }))}
      />
    );
  if (kind === 'line')
    return (
      <LineChart {...common} data={data} dataKey={dataKey} series={series} withLegend curveType="monotone" />
    );
  return (
    <BarChart
      {...common}
      data={data}
      dataKey={dataKey}
      series={series}
      type={kind === 'stacked' ? 'stacked' : 'default'}
      withLegend
      tickLine="y"
    />
  );
}

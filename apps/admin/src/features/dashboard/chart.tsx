import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

export interface ChartProps {
  title: string;
  /** Category labels (days, or names for a bar chart), one per value. */
  labels: string[];
  series: ChartSeries[];
  bars?: boolean;
  height?: number;
}

/** A line or bar chart drawn by uPlot over categories; it follows its box's width (sidebar folded or not). */
export function Chart({ title, labels, series, bars, height = 240 }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const xs = labels.map((_, i) => i);
    const plot = new uPlot(
      {
        width: el.clientWidth,
        height,
        scales: {
          x: { time: false, range: [-0.5, Math.max(labels.length - 0.5, 0.5)] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        legend: { show: true },
        cursor: { drag: { x: false, y: false } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
            splits: () => xs,
            grid: { show: false },
            size: 40,
          },
          { size: 48, grid: { stroke: '#eceef5' } },
        ],
        series: [
          { label: bars ? '名称' : '日期', value: (_u, i) => (i == null ? '—' : (labels[i] ?? '—')) },
          ...series.map((s) => ({
            label: s.label,
            stroke: s.color,
            width: 2,
            fill: bars ? s.color : `${s.color}1f`,
            ...(bars ? { paths: uPlot.paths.bars?.({ size: [0.6, 48] }), points: { show: false } } : {}),
          })),
        ],
      },
      [xs, ...series.map((s) => s.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: el.clientWidth, height }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, bars, height]);
  return (
    <figure className="min-w-0 rounded-[var(--radius-card)] bg-card p-4 shadow-card">
      <figcaption className="mb-2 text-sm font-medium text-ink">{title}</figcaption>
      <div ref={box} className="w-full" role="img" aria-label={title} />
    </figure>
  );
}

import { EMPTY_TEXT } from '@portal/ui/words';
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

// Steps of the value axis: whole numbers only, since every figure is a count (no 0.2 users).
const WHOLE_STEPS = [
  1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 2e5, 5e5, 1e6, 1e7,
];

const count = (v: number | null | undefined) => (v == null ? '—' : v.toLocaleString('zh-CN'));

/**
 * A line or bar chart drawn by uPlot over categories; it follows its box's width (sidebar folded or not).
 * With nothing to show it says 暂无数据. Until the cursor is over it, the legend shows the latest day (or
 * the first bar) instead of uPlot's empty `--`.
 */
export function Chart({ title, labels, series, bars, height = 240 }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const empty = labels.length === 0 || series.every((s) => s.values.every((v) => !v));
  useEffect(() => {
    const el = box.current;
    if (!el || empty) return;
    const xs = labels.map((_, i) => i);
    const resting = bars ? 0 : labels.length - 1;
    const at = (idx: number | null) => idx ?? resting;
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
          {
            size: 56,
            grid: { stroke: '#eceef5' },
            incrs: WHOLE_STEPS,
            values: (_u, splits) => splits.map((v) => count(v)),
          },
        ],
        series: [
          { label: bars ? '名称' : '日期', value: (_u, _v, _s, i) => labels[at(i)] ?? '—' },
          ...series.map((s) => ({
            label: s.label,
            value: (_u: uPlot, _v: number | null, _s: number, i: number | null) => count(s.values[at(i)]),
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
  }, [labels, series, bars, height, empty]);
  return (
    <figure className="min-w-0 rounded-[var(--radius-card)] bg-card p-4 shadow-card">
      <figcaption className="mb-2 text-sm font-medium text-ink">{title}</figcaption>
      {empty ? (
        <div
          className="flex w-full items-center justify-center rounded-lg bg-page text-sm text-muted"
          style={{ height }}
          data-testid="chart-empty"
        >
          {EMPTY_TEXT}
        </div>
      ) : (
        <div ref={box} className="w-full" role="img" aria-label={title} />
      )}
    </figure>
  );
}

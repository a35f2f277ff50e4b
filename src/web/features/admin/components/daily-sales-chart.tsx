import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../../shared/money.ts';

/**
 * The last 30 days as uPlot bars (an amount of money per day — completed revenue, or commission
 * earned — naira, left axis) and a line (a count of orders, right axis). This module is only
 * reached through React.lazy, so uPlot and its CSS land in their own chunk, loaded on the admin
 * Overview alone. The canvas is decoration for sighted users: the figures are in the table beside it.
 */
export type DailySalesChartProps = {
  days: { kobo: number; orders: number }[];
  /** One short label per day ("22 Nov"). */
  labels: string[];
  height: number;
  colours: { bars: string; line: string };
  /** The series' names ("Revenue", "Orders"). */
  names: { bars: string; line: string };
};

/*
 * Everything arrives as props: this chunk imports nothing from the admin page's own modules, so
 * the admin page chunk keeps a single export and the entry's route map stays as it was.
 */
export default function DailySalesChart({ days, labels, height: HEIGHT, colours, names }: DailySalesChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [
      days.map((_, i) => i),
      days.map((d) => koboToNaira(d.kobo)),
      days.map((d) => d.orders),
    ];
    const opts: uPlot.Options = {
      width: Math.max(200, el.clientWidth),
      height: HEIGHT,
      padding: [8, 4, 0, 0],
      legend: { show: false },
      cursor: { show: true, points: { show: false }, drag: { x: false, y: false } },
      scales: {
        x: { time: false, range: [-0.6, days.length - 0.4] },
        // Below zero only on a day more commission was given back on returns than taken.
        naira: { range: (_u, min, max) => [Math.min(0, min) * 1.1, Math.max(1, max) * 1.1] },
        orders: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] },
      },
      axes: [
        {
          stroke: '#57534e',
          grid: { show: false },
          ticks: { show: false },
          space: 48,
          incrs: [1, 2, 5, 7, 10, 15],
          values: (_u, splits) => splits.map((i) => labels[i] ?? ''),
        },
        {
          scale: 'naira',
          stroke: '#57534e',
          grid: { stroke: '#e7e5e4', width: 1 },
          ticks: { show: false },
          size: 56,
          values: (_u, splits) => splits.map((v) => compactNaira(v)),
        },
        {
          scale: 'orders',
          side: 1,
          stroke: '#92400e',
          grid: { show: false },
          ticks: { show: false },
          size: 36,
          values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? String(v) : '')),
        },
      ],
      series: [
        {},
        {
          label: names.bars,
          scale: 'naira',
          fill: colours.bars,
          stroke: colours.bars,
          width: 0,
          paths: uPlot.paths.bars?.({ size: [0.7, 24] }),
          value: (_u, v) => (v == null ? '' : formatNaira(nairaToKobo(v))),
        },
        {
          label: names.line,
          scale: 'orders',
          stroke: colours.line,
          width: 2,
          points: { show: true, size: 5, fill: colours.line },
        },
      ],
    };
    const plot = new uPlot(opts, data, el);
    const observer = new ResizeObserver(() => {
      const width = Math.max(200, el.clientWidth);
      if (width !== plot.width) plot.setSize({ width, height: HEIGHT });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days, labels, HEIGHT, colours, names]);

  return <div ref={box} aria-hidden="true" className="w-full overflow-hidden" style={{ minHeight: HEIGHT }} />;
}

/** ₦0, ₦950, ₦12k, ₦1.5m: short labels for the revenue axis. */
function compactNaira(naira: number) {
  if (naira >= 1_000_000) return `₦${trim(naira / 1_000_000)}m`;
  if (naira >= 1_000) return `₦${trim(naira / 1_000)}k`;
  return `₦${trim(naira)}`;
}

function trim(n: number) {
  return String(Math.round(n * 10) / 10);
}

import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { theme } from "@web/lib/theme";
import { adoptUplotStyles } from "../lib/uplot-styles";

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface TrendChartProps {
  /** Calendar dates (YYYY-MM-DD), one per point, oldest first. */
  dates: string[];
  series: ChartSeries[];
  yLabel: string;
  xLabel: string;
  title: string;
}

const HEIGHT = 220;
const axisColors = { light: { text: "#334155", grid: "#e2e8f0" }, dark: { text: "#cbd5e1", grid: "#334155" } };

/**
 * A uPlot line chart over the week's days, as wide as its box (phone or desktop) and redrawn when
 * the theme changes, so its axes, labels and grid read on either background.
 */
export function TrendChart({ dates, series, yLabel, xLabel, title }: TrendChartProps) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  // One object per theme, so the chart is redrawn exactly when the theme changes.
  const colors = axisColors[theme.value];

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    adoptUplotStyles();
    const axis = (label: string): uPlot.Axis => ({ label, stroke: colors.text, grid: { stroke: colors.grid }, ticks: { stroke: colors.grid } });
    const chart = new uPlot(
      {
        width: target.clientWidth,
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max)] } },
        axes: [
          { ...axis(xLabel), values: (_u, splits) => splits.map((split) => dates[split]?.slice(5) ?? "") },
          { ...axis(yLabel), values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : "")) },
        ],
        series: [
          { label: xLabel, value: (_u, index) => dates[index] ?? "" },
          ...series.map((line) => ({ label: line.label, stroke: line.color, width: 2, points: { show: true } })),
        ],
      },
      [dates.map((_, index) => index), ...series.map((line) => line.values)],
      target,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: target.clientWidth, height: HEIGHT }));
    resize.observe(target);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, series, xLabel, yLabel, colors]);

  return <figure ref={box} aria-label={title} className="admin-chart w-full text-slate-700 dark:text-slate-200" />;
}

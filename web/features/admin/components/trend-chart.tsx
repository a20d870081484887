import { useSignals } from "@preact/signals-react/runtime";
import { useEffect, useMemo, useRef } from "react";
import type uPlot from "uplot";
import { theme } from "@web/lib/theme";
import { adoptUplotStyles } from "../lib/uplot-styles";

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

interface AdminChartProps {
  /** One label per point, oldest first: shown in the legend as the point's x value. */
  labels: string[];
  /** The axis' shorter tick text per point (the labels themselves when absent). */
  ticks?: string[];
  series: ChartSeries[];
  yLabel: string;
  xLabel: string;
  title: string;
  /** Bars (one series) instead of lines. */
  bars?: boolean;
}

const HEIGHT = 220;
// uPlot (about 20 KB gzip) loads when a chart first comes into view, not with the panel (docs/bench.md).
const loadUplot = () => import("uplot").then((module) => module.default);
const axisColors = { light: { text: "#334155", grid: "#e2e8f0" }, dark: { text: "#cbd5e1", grid: "#334155" } };
// Whole steps only on the x axis: every point is a category (a day, an hour), never a fraction of one.
const CATEGORY_STEPS = [1, 2, 3, 4, 6, 8, 12];

/**
 * A uPlot chart over a row of categories (days, hours), as wide as its box (phone or desktop) and
 * redrawn when the theme changes, so its axes, labels and grid read on either background.
 */
export function AdminChart({ labels, ticks = labels, series, yLabel, xLabel, title, bars = false }: AdminChartProps) {
  useSignals();
  const box = useRef<HTMLDivElement>(null);
  // One object per theme, so the chart is redrawn exactly when the theme changes.
  const colors = axisColors[theme.value];

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | undefined;
    let resize: ResizeObserver | undefined;
    let gone = false;
    const draw = (UPlot: typeof uPlot) => {
      if (gone) return;
      adoptUplotStyles();
      const axis = (label: string): uPlot.Axis => ({ label, stroke: colors.text, grid: { stroke: colors.grid }, ticks: { stroke: colors.grid } });
      const barPaths = bars ? UPlot.paths.bars?.({ size: [0.7, 48] }) : undefined;
      const drawn = new UPlot(
        {
          width: target.clientWidth,
          height: HEIGHT,
          scales: {
            // Bars need half a step of room at either end, or the first and last are cut in half.
            x: { time: false, range: bars ? () => [-0.5, labels.length - 0.5] : undefined },
            y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
          },
          axes: [
            { ...axis(xLabel), incrs: CATEGORY_STEPS, values: (_u, splits) => splits.map((split) => ticks[split] ?? "") },
            { ...axis(yLabel), values: (_u, splits) => splits.map((split) => (Number.isInteger(split) ? String(split) : "")) },
          ],
          series: [
            { label: xLabel, value: (_u, index) => labels[index] ?? "" },
            ...series.map((line) =>
              barPaths
                ? { label: line.label, stroke: line.color, fill: `${line.color}b3`, width: 1, paths: barPaths, points: { show: false } }
                : { label: line.label, stroke: line.color, width: 2, points: { show: true } },
            ),
          ],
        },
        [labels.map((_, index) => index), ...series.map((line) => line.values)],
        target,
      );
      resize = new ResizeObserver(() => drawn.setSize({ width: target.clientWidth, height: HEIGHT }));
      resize.observe(target);
      chart = drawn;
    };
    const inView = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      inView.disconnect();
      void loadUplot().then(draw);
    });
    inView.observe(target);
    return () => {
      gone = true;
      inView.disconnect();
      resize?.disconnect();
      chart?.destroy();
    };
  }, [labels, ticks, series, xLabel, yLabel, colors, bars]);

  return <figure ref={box} aria-label={title} style={{ minHeight: HEIGHT }} className="admin-chart w-full text-slate-700 dark:text-slate-200" />;
}

interface TrendChartProps extends Omit<AdminChartProps, "labels" | "ticks"> {
  /** Calendar dates (YYYY-MM-DD), one per point, oldest first. */
  dates: string[];
}

/** A chart over the week's days: the legend names the date, the axis its month and day. */
export function TrendChart({ dates, ...props }: TrendChartProps) {
  const ticks = useMemo(() => dates.map((date) => date.slice(5)), [dates]);
  return <AdminChart labels={dates} ticks={ticks} {...props} />;
}

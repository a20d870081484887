import { useMemo } from "react";
import type { DetailedStats, TopItem } from "@contract/schemas/admin";
import { Card, CardHeader } from "@web/components/ui/card";
import { enAdmin as t } from "@web/i18n/en/admin";
import { useDetailedStats } from "../api/get-detailed-stats";
import { TrendChart, type ChartSeries } from "./trend-chart";
import { UnavailableNotice } from "./unavailable-notice";

/** One colour per kind, distinct on white and on slate-900. */
const KIND_COLORS = { events: "#2563eb", reminders: "#d97706", shoppingItems: "#16a34a", meals: "#db2777" } as const;
const KINDS = ["events", "reminders", "shoppingItems", "meals"] as const;

export function CountGrid({ counts }: { counts: readonly (readonly [string, number])[] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {counts.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800">
          <dt className="text-sm text-slate-600 dark:text-slate-300">{label}</dt>
          <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function TopList({ title, items }: { title: string; items: TopItem[] }) {
  return (
    <Card>
      <CardHeader title={title} as="h3" />
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.noTopItems}</p>
      ) : (
        <ol className="space-y-1">
          {items.map((item) => (
            <li key={item.name} className="flex justify-between gap-3">
              <span className="truncate">{item.name}</span>
              <span className="tabular-nums text-slate-600 dark:text-slate-300">{item.count}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function Charts({ stats }: { stats: DetailedStats }) {
  const dates = useMemo(() => stats.weeklyTrend.map((day) => day.date), [stats]);
  const perKind = useMemo<ChartSeries[]>(
    () => KINDS.map((kind) => ({ label: t[kind], color: KIND_COLORS[kind], values: stats.weeklyTrend.map((day) => day[kind]) })),
    [stats],
  );
  const combined = useMemo<ChartSeries[]>(
    () => [{ label: t.totalItems, color: "#7c3aed", values: stats.weeklyAccumulatedTrend.map((day) => day.totalItems) }],
    [stats],
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader title={t.trendTitle} />
        <TrendChart title={t.trendTitle} dates={dates} series={perKind} xLabel={t.dayAxis} yLabel={t.countAxis} />
      </Card>
      <Card>
        <CardHeader title={t.combinedTitle} />
        <TrendChart title={t.combinedTitle} dates={dates} series={combined} xLabel={t.dayAxis} yLabel={t.totalItems} />
      </Card>
    </div>
  );
}

/** Today's activity, the all-time totals, the week's charts and the top shopping items. */
export function StatsSection() {
  const { data: stats, isError } = useDetailedStats();
  if (isError) return <p role="alert">{t.fetchStatsFailed}</p>;
  if (!stats) return <p>{t.loading}</p>;
  const { daily, accumulated } = stats;
  return (
    <div className="space-y-4">
      <UnavailableNotice answer={stats} />
      <Card>
        <CardHeader title={t.todayTitle} />
        <CountGrid
          counts={[
            [t.events, daily.events],
            [t.reminders, daily.reminders],
            [t.shoppingItems, daily.shoppingItems],
            [t.meals, daily.meals],
            [t.newUsers, daily.newUsers],
            [t.logins, daily.logins],
          ]}
        />
      </Card>
      <Card>
        <CardHeader title={t.totalsTitle} />
        <CountGrid
          counts={[
            [t.events, accumulated.events],
            [t.reminders, accumulated.reminders],
            [t.shoppingItems, accumulated.shoppingItems],
            [t.meals, accumulated.meals],
            [t.users, accumulated.users],
          ]}
        />
      </Card>
      <Charts stats={stats} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TopList title={t.topTodayTitle} items={stats.topItems.today} />
        <TopList title={t.topWeekTitle} items={stats.topItems.week} />
      </div>
    </div>
  );
}

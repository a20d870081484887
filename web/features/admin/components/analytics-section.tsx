import { useMemo, useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { enAdminAnalytics as t } from "@web/i18n/en/admin-analytics";
import { useLoginAnalytics, useShoppingDaily, useShoppingWeekly } from "../api/get-analytics";
import { useDetailedStats } from "../api/get-detailed-stats";
import { AdminChart, TrendChart, type ChartSeries } from "./trend-chart";

const REGISTRATION_COLOR = "#0891b2";
const LOGIN_COLOR = "#7c3aed";
const SHOPPING_COLORS = { added: "#16a34a", bought: "#d97706" } as const;

function Pending({ failed }: { failed: boolean }) {
  return failed ? <p role="alert">{t.fetchFailed}</p> : <p>{t.loading}</p>;
}

/** New users per day over the week, as bars (the detailed statistics' trend, one read shared with the charts above). */
function RegistrationChart() {
  const { data: stats, isError } = useDetailedStats();
  const dates = useMemo(() => stats?.weeklyTrend.map((day) => day.date) ?? [], [stats]);
  const series = useMemo<ChartSeries[]>(
    () => [{ label: t.registrationsSeries, color: REGISTRATION_COLOR, values: stats?.weeklyTrend.map((day) => day.newUsers) ?? [] }],
    [stats],
  );
  return (
    <Card>
      <CardHeader title={t.registrationsTitle} />
      {stats ? (
        <TrendChart title={t.registrationsTitle} dates={dates} series={series} xLabel={t.dayAxis} yLabel={t.usersAxis} bars />
      ) : (
        <Pending failed={isError} />
      )}
    </Card>
  );
}

/** Successful sign-ins per hour over the last 24 hours, the hours on the administrator's clock. */
function LoginChart() {
  const { data: hours, isError } = useLoginAnalytics();
  const labels = useMemo(() => hours?.map((hour) => hour.label) ?? [], [hours]);
  const series = useMemo<ChartSeries[]>(() => [{ label: t.loginsSeries, color: LOGIN_COLOR, values: hours?.map((hour) => hour.recentLogins) ?? [] }], [hours]);
  return (
    <Card>
      <CardHeader title={t.loginsTitle} />
      {hours ? (
        <AdminChart title={t.loginsTitle} labels={labels} series={series} xLabel={t.hourAxis} yLabel={t.loginsSeries} bars />
      ) : (
        <Pending failed={isError} />
      )}
    </Card>
  );
}

type Span = "daily" | "weekly";

/** Items added to lists and items bought, per day (7) or per week (8); only the shown span is read. */
function ShoppingCard() {
  const [span, setSpan] = useState<Span>("daily");
  const daily = useShoppingDaily({ queryConfig: { enabled: span === "daily" } });
  const weekly = useShoppingWeekly({ queryConfig: { enabled: span === "weekly" } });
  const { data, isError } = span === "daily" ? daily : weekly;
  const dates = useMemo(() => data?.map((row) => ("date" in row ? row.date : row.weekStart)) ?? [], [data]);
  const series = useMemo<ChartSeries[]>(
    () => [
      { label: t.added, color: SHOPPING_COLORS.added, values: data?.map((row) => row.added) ?? [] },
      { label: t.bought, color: SHOPPING_COLORS.bought, values: data?.map((row) => row.bought) ?? [] },
    ],
    [data],
  );
  const toggle = (
    <fieldset className="flex gap-1">
      <legend className="sr-only">{t.shoppingTitle}</legend>
      {(["daily", "weekly"] as const).map((option) => (
        <Button key={option} variant={option === span ? "primary" : "ghost"} aria-pressed={option === span} onClick={() => setSpan(option)}>
          {option === "daily" ? t.shoppingDaily : t.shoppingWeekly}
        </Button>
      ))}
    </fieldset>
  );
  return (
    <Card>
      <CardHeader title={t.shoppingTitle} action={toggle} />
      {data ? (
        <TrendChart title={t.shoppingTitle} dates={dates} series={series} xLabel={span === "daily" ? t.dayAxis : t.weekAxis} yLabel={t.itemsAxis} />
      ) : (
        <Pending failed={isError} />
      )}
    </Card>
  );
}

/** Registrations per day, sign-ins per hour and shopping per day or week. */
export function AnalyticsSection() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RegistrationChart />
      <LoginChart />
      <div className="lg:col-span-2">
        <ShoppingCard />
      </div>
    </div>
  );
}

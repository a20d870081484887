import { ShoppingSummaryCard } from "@web/features/shopping/components/shopping-summary-card";
import { CalendarSummaryCard } from "@web/features/calendar/components/calendar-summary-card";
import { MealsSummaryCard } from "@web/features/meals/components/meals-summary-card";
import { TasksSummaryCard } from "@web/features/tasks/components/tasks-summary-card";

/** The dashboard's four cards, a chunk of their own (see dashboard-route.tsx). */
export function DashboardCards({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  return (
    <>
      <ShoppingSummaryCard familyId={familyId} />
      <CalendarSummaryCard familyId={familyId} timeZone={timeZone} />
      <MealsSummaryCard familyId={familyId} timeZone={timeZone} />
      <TasksSummaryCard familyId={familyId} />
    </>
  );
}

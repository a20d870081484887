import { ShoppingSummaryCard } from "@web/features/shopping/components/shopping-summary-card";
import { CalendarSummaryCard } from "@web/features/calendar/components/calendar-summary-card";
import { MealsSummaryCard } from "@web/features/meals/components/meals-summary-card";
import { TasksSummaryCard } from "@web/features/tasks/components/tasks-summary-card";

/**
 * The dashboard's four cards, a chunk of their own (see dashboard-route.tsx). Each draws its read
 * in a background render (useDrawnRead) and keeps its derived list across the app's re-renders
 * (the restore of the kept cache, the session check, the clock), so a start's answers do not add
 * up to one long task.
 */
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

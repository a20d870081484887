import { useSignedInUser } from "../../lib/auth-context";
import { JoinFamilyCard } from "./join-family-route";
import { DashboardGrid } from "../../features/dashboard/components/dashboard-grid";
import { ShoppingSummaryCard } from "../../features/shopping/components/shopping-summary-card";
import { CalendarSummaryCard } from "../../features/calendar/components/calendar-summary-card";
import { MealsSummaryCard } from "../../features/meals/components/meals-summary-card";
import { TasksSummaryCard } from "../../features/tasks/components/tasks-summary-card";
import { InviteButton } from "../../features/family/components/invite-button";

/** / : the features never import each other, so the dashboard is put together here. */
export function DashboardRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return (
    <DashboardGrid username={user.username} actions={<InviteButton familyId={user.familyId} />}>
      <ShoppingSummaryCard familyId={user.familyId} />
      <CalendarSummaryCard />
      <MealsSummaryCard />
      <TasksSummaryCard />
    </DashboardGrid>
  );
}

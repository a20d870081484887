import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "./join-family-route";
import { DashboardGrid } from "@web/features/dashboard/components/dashboard-grid";
import { ShoppingSummaryCard } from "@web/features/shopping/components/shopping-summary-card";
import { CalendarSummaryCard } from "@web/features/calendar/components/calendar-summary-card";
import { MealsSummaryCard } from "@web/features/meals/components/meals-summary-card";
import { TasksSummaryCard } from "@web/features/tasks/components/tasks-summary-card";
import { InviteButton } from "@web/features/family/components/invite-button";
import { FamilyLink } from "@web/features/family/components/family-link";

/** / : the features never import each other, so the dashboard is put together here. */
export function DashboardRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return (
    <DashboardGrid
      username={user.username}
      actions={
        <div className="flex flex-wrap gap-2">
          <FamilyLink />
          <InviteButton familyId={user.familyId} />
        </div>
      }
    >
      <ShoppingSummaryCard familyId={user.familyId} />
      <CalendarSummaryCard familyId={user.familyId} timeZone={user.timeZone} />
      <MealsSummaryCard familyId={user.familyId} timeZone={user.timeZone} />
      <TasksSummaryCard familyId={user.familyId} />
    </DashboardGrid>
  );
}

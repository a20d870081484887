import { useSignedInUser } from "@web/lib/auth-context";
import { JoinFamilyCard } from "../layout/join-family-route";
import { CalendarPage } from "@web/features/calendar/page/calendar-page";

/** /calendar: family data needs a family; times are shown and 'today' decided on the family's clock. */
export function CalendarRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  return <CalendarPage familyId={user.familyId} userId={user.id} timeZone={user.timeZone} />;
}

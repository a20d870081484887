import { Suspense } from "react";
import { useQuery } from "@tanstack/react-query";
import type { FamilyMember } from "@contract/schemas/families";
import { ShoppingSummaryCard } from "@web/features/shopping/components/shopping-summary-card";
import { CalendarSummaryCard } from "@web/features/calendar/components/calendar-summary-card";
import { MealsSummaryCard } from "@web/features/meals/components/meals-summary-card";
import { TasksSummaryCard } from "@web/features/tasks/components/tasks-summary-card";
import { lazyPage } from "@web/lib/lazy-page";
import { useHomes } from "@web/lib/reads/homes/homes";
import { resourceKeys } from "@web/lib/resource-keys";

/**
 * The two homes' card (docs/features/two-homes.md "The page"): its code loads only when the homes
 * read names a linked child. The read is in the calendar's reads chunk, which the calendar's card
 * loads already, so a family without links pays one small request and no code.
 */
const HomesSummaryCard = lazyPage(() => import("@web/features/homes/components/homes-summary-card").then((module) => module.HomesSummaryCard));

function HomesCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const links = useHomes({ familyId }).data?.links;
  if (!links || links.length === 0) return null;
  // Its own boundary: the card's code coming in must not put the other cards back to their frames.
  return (
    <Suspense fallback={null}>
      <HomesSummaryCard links={links} familyId={familyId} timeZone={timeZone} />
    </Suspense>
  );
}

/** A dinner's picture on the meals' card (the album's `photo-image` chunk), loaded when a listed dinner has one. */
const MealPicture = lazyPage(() => import("@web/features/photos/components/photo-image").then((module) => module.PhotoImage));

/** The birthdays' card (docs/features/birthdays.md): its code loads only when a member has a birthday. */
const BirthdaysSummaryCard = lazyPage(() => import("@web/features/family/birthdays/birthdays-summary-card").then((module) => module.BirthdaysSummaryCard));

/**
 * The members as the cache holds them, never read for the dashboard: the family page, the kept
 * cache or the read-ahead of every page (signed-in-app.tsx) brings them, so the dashboard's first
 * load carries neither the members' read nor its request, and the card comes with them.
 */
function BirthdaysCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const members = useQuery<FamilyMember[]>({ queryKey: [...resourceKeys.members, familyId], enabled: false }).data;
  if (!members?.some((member) => member.birthday)) return null;
  return (
    <Suspense fallback={null}>
      <BirthdaysSummaryCard members={members} timeZone={timeZone} />
    </Suspense>
  );
}

/**
 * The dashboard's four cards (and the two homes' one, for a family with linked children, and the birthdays'), a chunk of their own (see dashboard-route.tsx). Each draws its read
 * in a background render (useDrawnRead) and keeps its derived list across the app's re-renders
 * (the restore of the kept cache, the session check, the clock), so a start's answers do not add
 * up to one long task.
 */
export function DashboardCards({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  return (
    <>
      <ShoppingSummaryCard familyId={familyId} />
      <CalendarSummaryCard familyId={familyId} timeZone={timeZone} />
      <MealsSummaryCard familyId={familyId} timeZone={timeZone} Picture={MealPicture} />
      <TasksSummaryCard familyId={familyId} />
      <HomesCard familyId={familyId} timeZone={timeZone} />
      <BirthdaysCard familyId={familyId} timeZone={timeZone} />
    </>
  );
}

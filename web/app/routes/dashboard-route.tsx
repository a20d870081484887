import { Suspense } from "react";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyPage } from "@web/lib/lazy-page";
import { JoinFamilyCard } from "../layout/join-family-route";
import { DashboardGrid } from "@web/features/dashboard/components/dashboard-grid";
import { SummaryCardPlaceholder } from "@web/components/ui/dashboard/summary-card";
import { InviteButton } from "@web/features/family/dashboard/invite-button";
import { FamilyLink } from "@web/features/family/dashboard/family-link";

/**
 * The cards and what they need (the four lists' reads, the wall clock for the family's days) load
 * beside the greeting instead of before it: the greeting is the page's largest paint, and it
 * waits for nothing but this small chunk (docs/bench.md).
 */
const DashboardCards = lazyPage(() => import("./dashboard-cards").then((module) => module.DashboardCards));

/** The cards DashboardCards draws, each stood in for by an empty frame of its size meanwhile. */
const CARDS = ["shopping", "calendar", "meals", "tasks"] as const;

/** / : the features never import each other, so the dashboard is put together here. */
export function DashboardRoute() {
  const user = useSignedInUser();
  if (!user.familyId) return <JoinFamilyCard />;
  // Started here, not when this module loads: the family page loads this module's chunk for the invite button.
  void DashboardCards.preload();
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
      <Suspense fallback={CARDS.map((card) => <SummaryCardPlaceholder key={card} />)}>
        <DashboardCards familyId={user.familyId} timeZone={user.timeZone} />
      </Suspense>
    </DashboardGrid>
  );
}

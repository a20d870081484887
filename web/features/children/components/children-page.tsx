import { Card, CardHeader } from "@web/components/ui/card";
import { useQuery } from "@tanstack/react-query";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useBoard } from "../api/kitchen-reads";
import { ChildrenCard } from "./children-card";
import { ChoresCard } from "./chores-card";
import { ParentsCard } from "./parents-card";
import { RewardsCard } from "./rewards-card";
import { ScreensCard } from "./screens-card";
import { WaitingCard } from "./waiting-card";

/** /born: the parents' side of the kitchen screen (docs/features/kitchen.md "The screens"). */
export function ChildrenPage({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const board = useBoard(familyId);
  const members = useQuery(membersQueryOptions(familyId));
  // The page's changes share one chunk: the first touch loads it and the runner, for every one of them, before the click.
  const changes = useChange("children/approve-request");
  if (!board.data || !members.data)
    return (
      <Card aria-labelledby="children-title">
        <CardHeader id="children-title" as="h1" title={t.pageTitle} description={board.isError ? t.loadError : t.loading} />
      </Card>
    );
  return (
    <div className="space-y-4" {...preloadOnTouch(changes)}>
      <ChildrenCard familyId={familyId} board={board.data} members={members.data} />
      <WaitingCard board={board.data} />
      <ChoresCard board={board.data} />
      <RewardsCard board={board.data} />
      <ParentsCard board={board.data} />
      <ScreensCard familyId={familyId} timeZone={timeZone} />
    </div>
  );
}

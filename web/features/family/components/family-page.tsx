import type { ReactNode } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { useQueuedIds } from "@web/lib/write-queue";
import { useFirstAnswerPending } from "@web/lib/first-answer";
import { foFamily } from "@web/i18n/fo/family";
import { preloadOnTouch, useChange } from "@web/lib/changes/use-change";
import { useMembers } from "../reads/get-members";
import { ChildrenLinkCard } from "./children-link-card";
import { HelpersLinkCard } from "./helpers-link-card";
import { HomesLinkCard } from "./homes-link-card";
import { MemberRow } from "./member-row";
import { NotificationsLinkCard } from "./notifications-link-card";
import { OpenInvitesCard } from "./open-invites-card";
import { SyncLinkCard } from "./sync-link-card";

/** /family: the family's members (with and without an account), its open invites, and the ways to one's notifications and to syncing one's phone. */
export function FamilyPage({ familyId, timeZone, photos }: { familyId: string; timeZone: string; photos?: ReactNode }) {
  const t = foFamily;
  const members = useMembers({ familyId });
  const settling = useFirstAnswerPending(members);
  const queued = useQueuedIds();
  const rename = useChange("family/rename-member");
  const remove = useChange("family/delete-member");
  const revokeInvite = useChange("family/revoke-invite");

  let body: ReactNode;
  if (members.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (members.isError && !members.data) body = <p className="text-slate-600 dark:text-slate-400">{t.membersError}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {members.data.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            familyId={familyId}
            timeZone={timeZone}
            pending={queued.has(member.id)}
            onRename={(renamed, name) => rename.mutate({ familyId, id: renamed.id, name })}
            onRemove={(removed) => remove.mutate({ familyId, id: removed.id })}
          />
        ))}
      </ul>
    );

  // The changes load on the page's first touch.
  return (
    <div className="space-y-4" {...preloadOnTouch(rename, remove, revokeInvite)}>
      <Card aria-labelledby="family-title">
        <CardHeader id="family-title" as="h1" title={t.pageTitle} description={members.data ? t.membersCount(members.data.length) : undefined} />
        <h2 className="sr-only">{t.membersTitle}</h2>
        {body}
      </Card>
      {settling ? null : (
        <>
          <OpenInvitesCard familyId={familyId} timeZone={timeZone} />
          <ChildrenLinkCard />
          {photos}
          <HomesLinkCard />
          <HelpersLinkCard />
          <NotificationsLinkCard />
          <SyncLinkCard />
        </>
      )}
    </div>
  );
}

import type { ReactNode } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { formatDate } from "@web/lib/dates";
import { foFamily } from "@web/i18n/fo/family";
import { useInvites } from "../api/get-invites";
import { useChange } from "@web/lib/changes/use-change";
import { InviteButton } from "../dashboard/invite-button";

/** The family's invites that still work, each with 'Tak aftur', and the button that makes a new one. */
export function OpenInvitesCard({ familyId, timeZone }: { familyId: string; timeZone: string }) {
  const t = foFamily;
  const invites = useInvites({ familyId });
  const revoke = useChange("family/revoke-invite");

  let body: ReactNode;
  if (invites.isPending) body = <p className="text-slate-600 dark:text-slate-400">{t.loading}</p>;
  else if (invites.isError && !invites.data) body = <p className="text-slate-600 dark:text-slate-400">{t.invitesError}</p>;
  else if (invites.data.length === 0) body = <p className="text-slate-600 dark:text-slate-400">{t.invitesEmpty}</p>;
  else
    body = (
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {invites.data.map((invite) => (
          <li key={invite.id} className="flex items-center gap-2 py-2">
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-medium">{t.expires(formatDate(invite.expiresAt, timeZone))}</p>
              <p className="text-slate-600 dark:text-slate-400">{t.inviteMadeBy(invite.createdBy, formatDate(invite.createdAt, timeZone))}</p>
            </div>
            <Button
              variant="secondary"
              aria-label={t.revokeLabel(formatDate(invite.expiresAt, timeZone))}
              onClick={() => revoke.mutate({ familyId, id: invite.id })}
            >
              {t.revoke}
            </Button>
          </li>
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="invites-title">
      <CardHeader id="invites-title" title={t.invitesTitle} description={t.invitesIntro} />
      <div className="space-y-4">
        {body}
        <InviteButton familyId={familyId} />
      </div>
    </Card>
  );
}

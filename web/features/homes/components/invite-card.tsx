import { useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { CopyField } from "@web/components/ui/copy-field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { formatDateTime } from "@web/lib/dates";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";

/** 'Bjóða hinum heiminum': a one-time code and its url for one child without an account and without a link; shown once, as made. */
export function InviteCard({ familyId, timeZone, choices }: { familyId: string; timeZone: string; choices: readonly FamilyMember[] }) {
  const t = foHomes;
  const invite = useChangeOutcome(useChange("homes/invite-home"));
  const [invited, setInvited] = useState<string | null>(null);
  const child = choices.find((member) => member.id === invited);
  return (
    <Card aria-labelledby="homes-invite-title">
      <CardHeader id="homes-invite-title" title={t.inviteTitle} description={choices.length > 0 ? t.inviteIntro : t.inviteNone} />
      <ul className="flex flex-wrap gap-2">
        {choices.map((member) => (
          <li key={member.id}>
            <Button
              variant="secondary"
              disabled={invite.isPending}
              onClick={() => {
                setInvited(member.id);
                invite.mutate({ familyId, memberId: member.id });
              }}
            >
              {t.inviteFor(member.name)}
            </Button>
          </li>
        ))}
      </ul>
      {invite.isPending ? (
        <p role="status" className="mt-3 text-sm">
          {t.inviting}
        </p>
      ) : null}
      {invite.error ? (
        <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
          {serverMessageOr(invite.error, t.inviteError)}
        </p>
      ) : null}
      {invite.data ? (
        <div className="mt-4 space-y-1">
          {child ? <h3 className="font-medium">{t.inviteFor(child.name)}</h3> : null}
          <CopyField id="homes-invite-url" label={t.inviteUrl} copyLabel={t.copyUrl} copiedText={t.copied} failedText={t.copyFailed} value={invite.data.url} />
          <CopyField
            id="homes-invite-code"
            label={t.inviteCode}
            copyLabel={t.copyCode}
            copiedText={t.copied}
            failedText={t.copyFailed}
            value={invite.data.code}
          />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.expires(formatDateTime(invite.data.expiresAt, timeZone))}</p>
        </div>
      ) : null}
    </Card>
  );
}

import { useEffect, useRef } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import { CopyField } from "@web/components/ui/copy-field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { formatDateTime } from "@web/lib/dates";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";

/** A new code for the child's other home, made as this mounts (once, however often React runs the effect): its url, the code and when it runs out. */
export function InviteCode({ familyId, child, timeZone }: { familyId: string; child: FamilyMember; timeZone: string }) {
  const t = foHomes;
  const invite = useChangeOutcome(useChange("homes/invite-home"));
  const { mutate } = invite;
  const made = useRef(false);
  useEffect(() => {
    if (made.current) return;
    made.current = true;
    mutate({ familyId, memberId: child.id });
  }, [familyId, child.id, mutate]);
  return (
    <div className="mt-4 space-y-1">
      <h3 className="font-medium">{t.inviteFor(child.name)}</h3>
      {invite.isPending ? (
        <p role="status" className="text-sm">
          {t.inviting}
        </p>
      ) : null}
      {invite.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {serverMessageOr(invite.error, t.inviteError)}
        </p>
      ) : null}
      {invite.data ? (
        <>
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
        </>
      ) : null}
    </div>
  );
}

import { Suspense, useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { foHomesPage } from "@web/i18n/fo/homes-page";
import { lazyPage } from "@web/lib/lazy-page";

/** The invite's call, code and copy fields: loaded on the first press, so the page's first load has only the buttons (docs/bench.md). */
const InviteCode = lazyPage(() => import("./invite-code").then((module) => module.InviteCode));

/** 'Bjóða hinum heiminum': a button for each child without an account and without a link; a press makes a one-time code for that child. */
export function InviteCard({ familyId, timeZone, choices }: { familyId: string; timeZone: string; choices: readonly FamilyMember[] }) {
  const t = foHomesPage;
  // Each press makes a new code: the count keys the code's part, which creates one as it mounts.
  const [invited, setInvited] = useState<{ memberId: string; press: number } | null>(null);
  const child = choices.find((member) => member.id === invited?.memberId);
  return (
    <Card aria-labelledby="homes-invite-title">
      <CardHeader id="homes-invite-title" title={t.inviteTitle} description={choices.length > 0 ? t.inviteIntro : t.inviteNone} />
      <ul className="flex flex-wrap gap-2">
        {choices.map((member) => (
          <li key={member.id}>
            <Button
              variant="secondary"
              onPointerEnter={() => void InviteCode.preload()}
              onFocus={() => void InviteCode.preload()}
              onClick={() => setInvited((last) => ({ memberId: member.id, press: (last?.press ?? 0) + 1 }))}
            >
              {t.inviteFor(member.name)}
            </Button>
          </li>
        ))}
      </ul>
      {/* Until the child is linked: then the code is spent and the child is no longer a choice. */}
      {invited && child ? (
        <Suspense fallback={null}>
          <InviteCode key={invited.press} familyId={familyId} child={child} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </Card>
  );
}

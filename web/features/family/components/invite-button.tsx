import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { UserPlusIcon } from "@web/components/ui/icons";
import { lazyDialog } from "@web/components/ui/lazy-dialog";
import { foFamilyLinks } from "@web/i18n/fo/family-links";
import { useCreateInvite } from "../api/create-invite";

// The dialog (Headless UI) stays off the dashboard's first load.
const InviteDialog = lazyDialog(() => import("./invite-dialog").then((module) => module.InviteDialog));

/** 'Bjóða familjulimi': creates an invite and shows its link and code to pass on. */
export function InviteButton({ familyId }: { familyId: string }) {
  const [open, setOpen] = useState(false);
  const invite = useCreateInvite();
  const t = foFamilyLinks;

  function start() {
    setOpen(true);
    invite.mutate({ familyId });
  }

  return (
    <>
      <Button variant="secondary" onClick={start} onPointerDown={InviteDialog.preload} onFocus={InviteDialog.preload}>
        <UserPlusIcon />
        {t.invite}
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} invite={invite} onRetry={() => invite.mutate({ familyId })} />
    </>
  );
}

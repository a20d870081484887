import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { UserPlusIcon } from "@web/components/ui/icons";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { foFamilyLinks } from "@web/i18n/fo/family-links";

// The dialog (Headless UI) and the invite's call stay off the dashboard's first load.
const InviteDialog = lazyDialog(() => import("../components/invite-dialog").then((module) => module.InviteDialog));

/** 'Bjóða familjulimi': creates an invite and shows its link and code to pass on. */
export function InviteButton({ familyId }: { familyId: string }) {
  const [open, setOpen] = useState(false);
  const t = foFamilyLinks;

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} onPointerDown={InviteDialog.preload} onFocus={InviteDialog.preload}>
        <UserPlusIcon />
        {t.invite}
      </Button>
      <InviteDialog open={open} onClose={() => setOpen(false)} familyId={familyId} />
    </>
  );
}

import { useState } from "react";
import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { lazyDialog } from "@web/lib/lazy-dialog";
import { enAdminSystem as t } from "@web/i18n/en/admin-system";
import { useChange } from "@web/lib/changes/use-change";

// Loads when it first opens (docs/bench.md).
const NewUserDialog = lazyDialog(() => import("./new-user-dialog").then((module) => module.NewUserDialog));

/** The info-message form's title field (the Info Messages card): Send Notice brings it into view and focuses it. */
function focusNoticeForm() {
  const title = document.getElementById("admin-message-title");
  title?.scrollIntoView({ behavior: "smooth", block: "center" });
  title?.focus({ preventScroll: true });
}

/** New User, Export Data (the Backup view's export, all tables) and Send Notice. No System Restart: Workers have nothing to restart. */
export function QuickActions() {
  const [creating, setCreating] = useState(false);
  const exporter = useChange("admin/export-backup");
  return (
    <Card aria-labelledby="quick-actions-title">
      <CardHeader id="quick-actions-title" title={t.quickActionsTitle} />
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <Button onClick={() => setCreating(true)} onPointerDown={NewUserDialog.preload} onFocus={NewUserDialog.preload}>
          {t.newUser}
        </Button>
        <Button variant="secondary" disabled={exporter.isPending} onClick={() => exporter.mutate(undefined)}>
          {exporter.isPending ? t.exporting : t.exportData}
        </Button>
        <Button variant="secondary" onClick={focusNoticeForm}>
          {t.sendNotice}
        </Button>
      </div>
      <NewUserDialog open={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}

import { Button } from "@web/components/ui/button";
import { Card, CardHeader } from "@web/components/ui/card";
import { FormAlert } from "@web/components/ui/field/field";
import { foNotifications } from "@web/i18n/fo/notifications";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";

/** Sends a test notification to all the user's devices and says how many took it. */
export function TestPushCard() {
  const t = foNotifications;
  const send = useChangeOutcome(useChange("notifications/send-test-push"));
  return (
    <Card aria-labelledby="push-test-title">
      <CardHeader id="push-test-title" title={t.testTitle} description={t.testIntro} />
      <div className="space-y-3">
        <Button variant="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? t.testing : t.test}
        </Button>
        <p role="status" className="text-slate-700 dark:text-slate-300">
          {send.data ? (send.data.sent > 0 ? t.testSent(send.data.sent) : t.testNoDevices) : null}
        </p>
        {send.error ? <FormAlert>{send.error.message || t.testError}</FormAlert> : null}
      </div>
    </Card>
  );
}

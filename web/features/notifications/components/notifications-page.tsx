import type { PushPreferences } from "@contract/schemas/push";
import { Card } from "@web/components/ui/card";
import { PageTitle } from "@web/components/ui/field/page-title";
import { foNotifications } from "@web/i18n/fo/notifications";
import { useFirstAnswerPending } from "@web/lib/first-answer";
import { usePushPreferences } from "../api/get-push-preferences";
import { useChange } from "@web/lib/changes/use-change";
import { DeviceCard } from "./device-card";
import { KindsCard } from "./kinds-card";
import { TestPushCard } from "./test-push-card";
import { TimesCard } from "./times-card";

/** /notifications: this device's notifications, the person's choices (every device), and a test push. */
export function NotificationsPage() {
  const t = foNotifications;
  const preferences = usePushPreferences();
  const settling = useFirstAnswerPending(preferences);
  const update = useChange("notifications/update-push-preferences");
  const save = (next: PushPreferences) => update.mutate(next);

  return (
    <div className="space-y-4">
      <PageTitle title={t.title} intro={t.intro} />
      <DeviceCard />
      {preferences.data ? (
        <>
          <KindsCard preferences={preferences.data} onChange={save} />
          <TimesCard preferences={preferences.data} onChange={save} />
        </>
      ) : (
        <Card>
          <p className="text-slate-600 dark:text-slate-400">{preferences.isError ? t.loadError : t.loading}</p>
        </Card>
      )}
      {settling ? null : <TestPushCard />}
    </div>
  );
}

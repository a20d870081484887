import { useEffect } from "react";
import { Redirect } from "wouter";
import { PageTitle } from "@web/components/ui/field/page-title";
import { useSignedInUser } from "@web/lib/auth-context";
import { foSync } from "@web/i18n/fo/sync";
import { DevicesCard } from "./devices-card";
import { NewDeviceCard } from "./new-device-card";
import { SetupStepsCard } from "./setup-steps-card";

/**
 * /sync ('Samstilling'): an app password per device for the phone's own calendar and reminders
 * apps over CalDAV, how to set a phone up, and the devices with their last use and a revoke
 * (docs/features/caldav.md#setting-up-a-phone). Administrators have no app passwords, and someone
 * with no family has nothing to sync: both are sent on.
 */
export function SyncPage() {
  const user = useSignedInUser();
  // Reached from the foot of the family page: open at the title, not at that scroll offset.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  if (user.isAdmin) return <Redirect to="/" replace />;
  if (!user.familyId) return <Redirect to="/family" replace />;
  return (
    <div className="space-y-4">
      <PageTitle title={foSync.title} intro={foSync.intro} />
      <NewDeviceCard username={user.username} />
      <SetupStepsCard />
      <DevicesCard timeZone={user.timeZone} />
    </div>
  );
}

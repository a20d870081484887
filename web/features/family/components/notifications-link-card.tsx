import { NotificationIcon } from "@web/components/ui/icons";
import { foPushActions } from "@web/i18n/fo/push-actions";
import { PageLinkCard } from "./page-link-card";

/** Where each person chooses their notifications (/notifications); set per person, found beside the family. */
export function NotificationsLinkCard() {
  const t = foPushActions;
  return <PageLinkCard id="family-notifications-title" icon={NotificationIcon} title={t.linkTitle} text={t.linkText} href="/notifications" link={t.link} />;
}

import { Icon, type IconProps } from "@web/components/ui/icon";
import { foPushActions } from "@web/i18n/fo/push-actions";
import { PageLinkCard } from "./page-link-card";

// Drawn here only, so not in icons.tsx, which every signed-in start loads.
const NotificationIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="2" width="12" height="20" rx="2" />
    <path d="M10 18h2" />
    <circle cx="18" cy="5" r="3" fill="currentColor" />
  </Icon>
);

/** Where each person chooses their notifications (/notifications); set per person, found beside the family. */
export function NotificationsLinkCard() {
  const t = foPushActions;
  return <PageLinkCard id="family-notifications-title" icon={NotificationIcon} title={t.linkTitle} text={t.linkText} href="/notifications" link={t.link} />;
}

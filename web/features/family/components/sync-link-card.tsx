import { CalendarIcon } from "@web/components/ui/icons";
import { useSignedInUser } from "@web/lib/auth-context";
import { foFamily } from "@web/i18n/fo/family";
import { PageLinkCard } from "./page-link-card";

/** The way to 'Samstilling' (/sync), each person's app passwords for their phone's own apps; administrators have none. */
export function SyncLinkCard() {
  const t = foFamily;
  if (useSignedInUser().isAdmin) return null;
  return <PageLinkCard id="family-sync-title" icon={CalendarIcon} title={t.syncTitle} text={t.syncText} href="/sync" link={t.syncLink} />;
}

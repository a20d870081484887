import { HomeIcon } from "@web/components/ui/icons";
import { foFamily } from "@web/i18n/fo/family";
import { PageLinkCard } from "./page-link-card";

/** The way to 'Tvey heim' (/heimini): a child whose parents live apart, linked to the other home (docs/features/two-homes.md). */
export function HomesLinkCard() {
  const t = foFamily;
  return <PageLinkCard id="family-homes-title" icon={HomeIcon} title={t.homesLinkTitle} text={t.homesLinkText} href="/heimini" link={t.homesLink} />;
}

import { UsersIcon } from "@web/components/ui/icons";
import { foFamily } from "@web/i18n/fo/family";
import { PageLinkCard } from "./page-link-card";

/** The way to 'Hjálparar' (/hjalparar): helpers' links and the children's cards (docs/features/helpers.md). */
export function HelpersLinkCard() {
  const t = foFamily;
  return <PageLinkCard id="family-helpers-title" icon={UsersIcon} title={t.helpersLinkTitle} text={t.helpersLinkText} href="/hjalparar" link={t.helpersLink} />;
}

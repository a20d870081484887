import { useMemo } from "react";
import type { HomeLink } from "@contract/schemas/two-homes";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { HomeIcon } from "@web/components/ui/icons";
import { foDates } from "@web/i18n/fo/dates";
import { foHomes } from "@web/i18n/fo/homes";
import { useNow } from "@web/lib/clock";
import { custodyOf, homeNow, shortDate, shownTime, weekdayOfDate } from "../lib/custody-view";

/** A linked child's two lines: where the child sleeps tonight, and the next move still to come. */
function childLines(link: HomeLink, familyId: string, now: number, timeZone: string): string[] {
  const t = foHomes;
  const custody = custodyOf(link, familyId, link.pattern);
  if (!custody) return [t.noPatternCard(link.name)];
  const { tonightOurs, next } = homeNow(custody, familyId, now, timeZone);
  const lines = [t.tonight(link.name, tonightOurs ? t.ours : t.theirs(link.otherFamily.name))];
  if (!next) return [...lines, t.nextNone(link.name)];
  const time = shownTime(custody.pattern.exchangeTime);
  const move = t.moves(link.name, next.toUs, link.otherFamily.name);
  const weekday = foDates.weekdaysLong[weekdayOfDate(next.date)] ?? "";
  const when =
    next.when === "today"
      ? t.nextToday(time, move)
      : next.when === "tomorrow"
        ? t.nextTomorrow(time, move)
        : t.nextOn(weekday, shortDate(next.date), time, move);
  return [...lines, when];
}

/**
 * The dashboard's card for a family with linked children (docs/features/two-homes.md "The page"):
 * tonight's home and the next change of each, from contract/custody.ts. Its own chunk, loaded only
 * when the homes read names a link (web/app/routes/dashboard-cards.tsx), so an unlinked family's
 * dashboard loads none of it.
 */
export function HomesSummaryCard({ links, familyId, timeZone }: { links: readonly HomeLink[]; familyId: string; timeZone: string }) {
  const now = useNow();
  const lines = useMemo(
    () => links.flatMap((link) => childLines(link, familyId, now, timeZone).map((line, index) => ({ key: `${link.id}-${index}`, label: line }))),
    [links, familyId, now, timeZone],
  );
  return (
    <SummaryCard
      href="/heimini"
      title={foHomes.cardTitle}
      icon={<HomeIcon />}
      count={foHomes.cardCount(links.length)}
      entries={lines.slice(0, DASHBOARD_ENTRIES)}
      more={lines.length > DASHBOARD_ENTRIES}
    />
  );
}

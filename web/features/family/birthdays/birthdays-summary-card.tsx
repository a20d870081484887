import { upcomingBirthdays } from "@contract/birthdays";
import type { FamilyMember } from "@contract/schemas/families";
import { DASHBOARD_ENTRIES } from "@contract/limits";
import { familyDate } from "@contract/time/zone";
import { SummaryCard } from "@web/components/ui/dashboard/summary-card";
import { foBirthdays as t } from "@web/i18n/fo/birthdays";
import { useNow } from "@web/lib/clock";

/**
 * The dashboard's birthdays (docs/features/birthdays.md): the members' in the next
 * BIRTHDAYS_AHEAD_DAYS days, soonest first, to the family page where they are set. Nothing when
 * none is near; its code loads only when a member has a birthday (dashboard-cards.tsx).
 */
export function BirthdaysSummaryCard({ members, timeZone }: { members: readonly FamilyMember[]; timeZone: string }) {
  const upcoming = upcomingBirthdays(members, familyDate(useNow(), timeZone));
  if (upcoming.length === 0) return null;
  return (
    <SummaryCard
      href="/family"
      title={t.title}
      icon={<span aria-hidden="true">🎂</span>}
      count={t.count(upcoming.length)}
      entries={upcoming.slice(0, DASHBOARD_ENTRIES).map((birthday) => ({
        key: birthday.memberId,
        label: t.turns(birthday.name, birthday.age),
        detail: <span className="shrink-0 text-slate-600 dark:text-slate-400">{t.when(birthday.days)}</span>,
      }))}
      more={upcoming.length > DASHBOARD_ENTRIES}
    />
  );
}

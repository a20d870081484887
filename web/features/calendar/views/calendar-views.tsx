import type { CalendarEvent } from "@contract/schemas/events";
import { familyDate } from "@contract/time/zone";
import { useNow } from "@web/lib/clock";
import { useQuery } from "@tanstack/react-query";
import { foBirthdays } from "@web/i18n/fo/birthdays";
import { useHomes } from "@web/lib/reads/homes/homes";
import { membersQueryOptions } from "@web/lib/reads/family/members";
import { useRuleExpansion } from "../reads/use-rule-expansion";
import { birthdayEvents, viewEvents } from "./lib/view-events";
import { MonthView } from "./month-view";
import { WeekView } from "./week-view";

export interface CalendarViewsProps {
  view: "week" | "month";
  familyId: string;
  timeZone: string;
  /** The events list as the page holds it (every event not over yet and the first page of finished ones). */
  events: readonly CalendarEvent[];
  /** 'Stovna tiltak' on a day: the page opens its new-event dialog at that date. */
  onAdd: (date: string) => void;
}

/**
 * The week and month views (docs/features/calendar.md "Week and month views"), a chunk the page
 * loads when one is chosen: with them the homes read (the custody band and the other home's shared
 * events) and the members' birthdays (docs/features/birthdays.md), which the list does not need.
 */
export function CalendarViews({ view, familyId, timeZone, events, onAdd }: CalendarViewsProps) {
  const today = familyDate(useNow(), timeZone);
  const homes = useHomes({ familyId });
  // A phone's rule is drawn by its own expansion once that is loaded: this draws again then.
  useRuleExpansion(events);
  const members = useQuery(membersQueryOptions(familyId)).data ?? [];
  const items = [...viewEvents(events, homes.data?.otherHomeEvents ?? []), ...birthdayEvents(members, today, timeZone, foBirthdays.withCake)];
  const props = { familyId, timeZone, today, items, links: homes.data?.links ?? [], onAdd };
  return view === "month" ? <MonthView {...props} /> : <WeekView {...props} />;
}

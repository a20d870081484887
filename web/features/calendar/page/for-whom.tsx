import { useQuery } from "@tanstack/react-query";
import { foCalendar } from "@web/i18n/fo/calendar";
import { membersQueryOptions } from "@web/lib/reads/family/members";

/**
 * An event row's 'Fyri:' line, the names of whom the event is about by the family's members read
 * (docs/features/calendar.md "For whom"). Loaded only when a shown event names someone, so the
 * calendar's first load does not carry the members' read; a member no longer in the family is left out.
 */
export function ForWhom({ familyId, ids }: { familyId: string; ids: readonly string[] }) {
  const members = useQuery(membersQueryOptions(familyId)).data ?? [];
  return (
    <>
      <dt className="font-medium">{foCalendar.forMembers}</dt>
      <dd>{ids.flatMap((id) => members.find((member) => member.id === id)?.name ?? []).join(", ")}</dd>
    </>
  );
}

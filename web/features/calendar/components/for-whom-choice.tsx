import { useQuery } from "@tanstack/react-query";
import { foCalendarDialog } from "@web/i18n/fo/calendar-dialog";
import { membersQueryOptions } from "@web/lib/reads/family/members";

/**
 * Whom a new event is about (docs/features/calendar.md "For whom"): any of the family's members,
 * none to start with. A helper's link to some children shows the events about them. Nothing is
 * offered while the members are not read (the event is then about nobody, as before).
 */
export function ForWhomChoice({ familyId, value, onChange }: { familyId: string; value: readonly string[]; onChange: (ids: string[]) => void }) {
  const t = foCalendarDialog;
  const members = useQuery(membersQueryOptions(familyId)).data ?? [];
  if (members.length === 0) return null;
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((chosen) => chosen !== id));
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium">{t.fieldForMembers}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {members.map((member) => (
          <label key={member.id} className="inline-flex min-h-11 cursor-pointer items-center gap-2">
            <input type="checkbox" checked={value.includes(member.id)} onChange={(e) => toggle(member.id, e.target.checked)} className="size-4" />
            {member.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

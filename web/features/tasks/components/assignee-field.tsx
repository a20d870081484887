import { useState } from "react";
import { Button, inputClass } from "@web/components/ui/button";
import { UserPlusIcon } from "@web/components/ui/icons";
import { foTasks } from "@web/i18n/fo/tasks";
import { NewMemberFieldset } from "./new-member-fieldset";
import { useNewMember } from "../hooks/use-new-member";
import type { MemberChoices } from "../lib/member-choices";

interface AssigneeFieldProps extends MemberChoices {
  value: string | null;
  onChange: (memberId: string | null) => void;
}

/** 'Ábyrgd': a member of the family or 'Ongin ábyrgd', and a new member made on the spot. */
export function AssigneeField({ members, createMember, value, onChange }: AssigneeFieldProps) {
  const t = foTasks;
  const [adding, setAdding] = useState(false);
  const newMember = useNewMember(createMember, (memberId) => {
    onChange(memberId);
    setAdding(false);
  });

  return (
    <div className="space-y-2">
      <label htmlFor="reminder-assignee" className="block text-sm font-medium">
        {t.assigneeLabel}
      </label>
      <div className="flex gap-2">
        <select id="reminder-assignee" className={`${inputClass} flex-1`} value={value ?? ""} onChange={(e) => onChange(e.target.value || null)}>
          <option value="">{t.nobody}</option>
          {members.map((member) => (
            <option key={member.id} value={member.id}>
              {member.name}
            </option>
          ))}
        </select>
        <Button variant="secondary" aria-expanded={adding} onClick={() => setAdding((open) => !open)}>
          <UserPlusIcon />
          <span className="sr-only sm:not-sr-only">{t.newMember}</span>
        </Button>
      </div>
      {adding ? <NewMemberFieldset form={newMember} /> : null}
    </div>
  );
}

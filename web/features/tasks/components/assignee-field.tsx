import { useState, type KeyboardEvent } from "react";
import * as v from "valibot";
import { DEFAULT_MEMBER_ROLE, NAME_MAX } from "@contract/limits";
import { nameSchema } from "@contract/schemas/common";
import { Button } from "@web/components/ui/button";
import { inputClass, TextField } from "@web/components/ui/field";
import { UserPlusIcon } from "@web/components/ui/icons";
import { foTasks } from "@web/i18n/fo/tasks";

export interface MemberOption {
  id: string;
  name: string;
}

/** The family's members to choose from, and how to add one; the family feature provides both. */
export interface MemberChoices {
  members: readonly MemberOption[];
  /** Creates a member (and tells the user how it went); resolves with the new member. */
  createMember: (input: { name: string; role: string }) => Promise<MemberOption>;
}

interface AssigneeFieldProps extends MemberChoices {
  value: string | null;
  onChange: (memberId: string | null) => void;
}

/** 'Ábyrgd': a member of the family or 'Ongin ábyrgd', and a new member made on the spot. */
export function AssigneeField({ members, createMember, value, onChange }: AssigneeFieldProps) {
  const t = foTasks;
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState("");
  const [role, setRole] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function add() {
    const parsed = v.safeParse(nameSchema, name);
    if (!parsed.success) return setNameError(t.memberNameMissing);
    setPending(true);
    try {
      const member = await createMember({ name: parsed.output, role: role.trim() || DEFAULT_MEMBER_ROLE });
      onChange(member.id);
      setAdding(false);
      setName("");
      setRole("");
    } catch {
      // The member feature's toast says it failed; the form stays as it was.
    } finally {
      setPending(false);
    }
  }

  // The fields sit inside the task form: Enter adds the member instead of submitting the task.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void add();
  };

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
      {adding ? (
        <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <legend className="px-1 text-sm font-medium">{t.newMember}</legend>
          <TextField
            id="new-member-name"
            label={t.memberNameLabel}
            value={name}
            maxLength={NAME_MAX}
            error={nameError}
            onChange={(e) => {
              setName(e.target.value);
              setNameError(null);
            }}
            onKeyDown={onKeyDown}
          />
          <TextField
            id="new-member-role"
            label={t.memberRoleLabel}
            placeholder={t.memberRolePlaceholder}
            value={role}
            maxLength={NAME_MAX}
            onChange={(e) => setRole(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" className="w-full" disabled={pending || name.trim() === ""} onClick={() => void add()}>
            {t.createMember}
          </Button>
        </fieldset>
      ) : null}
    </div>
  );
}

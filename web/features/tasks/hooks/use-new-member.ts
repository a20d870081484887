import { useState, type KeyboardEvent } from "react";
import * as v from "valibot";
import { DEFAULT_MEMBER_ROLE } from "@contract/limits";
import { nameSchema } from "@contract/schemas/common";
import { foTasks } from "@web/i18n/fo/tasks";
import type { MemberChoices } from "../lib/member-choices";

export interface NewMemberForm {
  name: string;
  onNameChange: (name: string) => void;
  role: string;
  onRoleChange: (role: string) => void;
  nameError: string | null;
  pending: boolean;
  add: () => Promise<void>;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The 'Nýggjur limur' fields of the assignee field. They live with the field, not the fieldset,
 * so what was typed stays when the fieldset is closed and opened again.
 */
export function useNewMember(createMember: MemberChoices["createMember"], onCreated: (memberId: string) => void): NewMemberForm {
  const [name, setName] = useState("");
  const [role, setRole] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function add() {
    const parsed = v.safeParse(nameSchema, name);
    if (!parsed.success) return setNameError(foTasks.memberNameMissing);
    setPending(true);
    try {
      const member = await createMember({ name: parsed.output, role: role.trim() || DEFAULT_MEMBER_ROLE });
      onCreated(member.id);
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

  const onNameChange = (value: string) => {
    setName(value);
    setNameError(null);
  };

  return { name, onNameChange, role, onRoleChange: setRole, nameError, pending, add, onKeyDown };
}

import { NAME_MAX } from "@contract/limits";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/field/field";
import { foTasks } from "@web/i18n/fo/tasks";
import type { NewMemberForm } from "../hooks/use-new-member";

/** 'Nýggjur limur' inside the assignee field: a name (required) and a role. */
export function NewMemberFieldset({ form }: { form: NewMemberForm }) {
  const t = foTasks;
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 text-sm font-medium">{t.newMember}</legend>
      <TextField
        id="new-member-name"
        label={t.memberNameLabel}
        value={form.name}
        maxLength={NAME_MAX}
        error={form.nameError}
        onChange={(e) => form.onNameChange(e.target.value)}
        onKeyDown={form.onKeyDown}
      />
      <TextField
        id="new-member-role"
        label={t.memberRoleLabel}
        placeholder={t.memberRolePlaceholder}
        value={form.role}
        maxLength={NAME_MAX}
        onChange={(e) => form.onRoleChange(e.target.value)}
        onKeyDown={form.onKeyDown}
      />
      <Button variant="secondary" className="w-full" disabled={form.pending || form.name.trim() === ""} onClick={() => void form.add()}>
        {t.createMember}
      </Button>
    </fieldset>
  );
}

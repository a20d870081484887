import { useState } from "react";
import type { FamilyMember } from "@contract/schemas/families";
import { IconButton } from "@web/components/ui/button";
import { Badge } from "@web/components/ui/badge";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { foFamily } from "@web/i18n/fo/family";
import { lazyDialog } from "@web/lib/lazy-dialog";

const BirthdayDialog = lazyDialog(() => import("./birthday-dialog").then((module) => module.BirthdayDialog));

interface MemberRowProps {
  member: FamilyMember;
  familyId: string;
  timeZone: string;
  /** A change to them (their adding, their new name) waits for the connection. */
  pending?: boolean;
  onRename: (member: FamilyMember, name: string) => void;
  onRemove: (member: FamilyMember) => void;
}

/** A member: name, role, birthday, whether they sign in; rename, set the birthday, and remove unless they have an account. */
export function MemberRow({ member, familyId, timeZone, pending = false, onRename, onRemove }: MemberRowProps) {
  const t = foFamily;
  const edit = useInlineTitleEdit(member.name, (name) => onRename(member, name));
  const [birthdayOpen, setBirthdayOpen] = useState(false);

  if (edit.editing) {
    return (
      <li className="py-2">
        <InlineTitleEditor edit={edit} label={t.renameLabel(member.name)} saveText={t.save} cancelText={t.cancel} />
      </li>
    );
  }

  return (
    <li className={`flex items-center gap-1 py-1 ${pending ? "opacity-70" : ""}`}>
      <div className="min-w-0 flex-1 py-2">
        <p className="flex flex-wrap items-center gap-2">
          <span className="break-words font-medium">{member.name}</span>
          <Badge tone={member.hasAccount ? "brand" : "slate"}>{member.hasAccount ? t.hasAccount : t.noAccount}</Badge>
          {pending ? <PendingBadge /> : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {member.role}
          {member.birthday ? ` · ${t.birthdayLine(member.birthday)}` : null}
        </p>
      </div>
      <IconButton
        label={t.birthdayOf(member.name)}
        onPointerEnter={BirthdayDialog.preload}
        onFocus={BirthdayDialog.preload}
        onClick={() => setBirthdayOpen(true)}
      >
        <span aria-hidden="true">🎂</span>
      </IconButton>
      <BirthdayDialog open={birthdayOpen} onClose={() => setBirthdayOpen(false)} member={member} familyId={familyId} timeZone={timeZone} />
      <IconButton ref={edit.editButton} label={t.renameMember(member.name)} onClick={edit.start}>
        <PencilIcon />
      </IconButton>
      <IconButton
        label={member.hasAccount ? t.cannotRemove(member.name) : t.removeMember(member.name)}
        disabled={member.hasAccount}
        className="hover:text-red-700 dark:hover:text-red-400"
        onClick={() => onRemove(member)}
      >
        <TrashIcon />
      </IconButton>
    </li>
  );
}

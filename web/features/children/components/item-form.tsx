import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import type { KitchenChild } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useKitchenWrite } from "../api/kitchen-write";
import { MemberChecks } from "./member-checks";

/** Who may: the children checked, or with `allLabel` also 'all children' (null), which hides the checks. */
export interface WhoMay {
  kids: KitchenChild[];
  chosen: string[] | null;
  onChange: (next: string[] | null) => void;
  allLabel?: string;
}

interface ItemFormProps {
  /** The fields' ids start with it: `chore-title`, `reward-member-<child>`… */
  id: string;
  heading: string;
  /** The list's path: a new item is POSTed to it, an existing one PUT to its own path under it. */
  path: string;
  itemId: string | null;
  /** The body sent on save (the server validates it and its refusal is shown as it comes). */
  body: () => unknown;
  onClose: () => void;
  name: { title: string; emoji: string; onTitle: (value: string) => void; onEmoji: (value: string) => void };
  /** The number under the name (a chore's stars, a reward's cost). */
  amount: Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { id: string; label: string };
  who: WhoMay;
  /** Before the name (a chore's kind). */
  lead?: ReactNode;
  /** After who may, before the buttons. */
  children: ReactNode;
}

/**
 * The form a chore's and a reward's dialogs share: the name and emoji, the number, who may, the
 * item's own fields, and Cancel and Save. Saving sends the item and closes the dialog once saved.
 */
export function ItemFormDialog({ id, heading, path, itemId, body, onClose, name, amount, who, lead, children }: ItemFormProps) {
  const write = useKitchenWrite({ success: t.saved });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const call = itemId ? { method: "PUT" as const, path: `${path}/${itemId}` } : { method: "POST" as const, path };
    write.mutate({ ...call, body: body() }, { onSuccess: onClose });
  };
  return (
    <ModalDialog open onClose={onClose} title={heading}>
      <form onSubmit={submit} className="space-y-3">
        {lead}
        <div className="grid grid-cols-[1fr_5rem] gap-3">
          <TextField id={`${id}-title`} label={t.title} required maxLength={80} value={name.title} onChange={(event) => name.onTitle(event.target.value)} />
          <TextField id={`${id}-emoji`} label={t.emoji} required value={name.emoji} onChange={(event) => name.onEmoji(event.target.value)} />
        </div>
        <TextField type="number" {...amount} />
        <WhoMayFields id={id} who={who} />
        {children}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={write.isPending}>
            {t.save}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}

function WhoMayFields({ id, who: { kids, chosen, onChange, allLabel } }: { id: string; who: WhoMay }) {
  return (
    <>
      {allLabel ? (
        <CheckboxField id={`${id}-all`} label={allLabel} checked={chosen === null} onChange={(event) => onChange(event.target.checked ? null : [])} />
      ) : null}
      {chosen === null ? null : <MemberChecks id={`${id}-member`} legend={t.children} kids={kids} chosen={chosen} onChange={onChange} />}
    </>
  );
}

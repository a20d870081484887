import type { FormEvent, InputHTMLAttributes, ReactNode } from "react";
import type { KitchenChild } from "@contract/schemas/kitchen";
import { Button } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { foChildDialogs as t } from "@web/i18n/fo/kitchen-parents-dialogs";
import type { UsedChange } from "@web/lib/changes/use-change";
import type { Replacement } from "../lib/kitchen-change";
import { MemberChecks } from "./member-checks";

/** Who may: the children checked, or with `allLabel` also 'all children' (null), which hides the checks. */
export interface WhoMay {
  kids: KitchenChild[];
  chosen: string[] | null;
  onChange: (next: string[] | null) => void;
  allLabel?: string;
}

/** A kind of item's two saves: a new one, and an existing one replaced. */
export interface ItemSaves<TBody> {
  create: Pick<UsedChange<TBody, unknown>, "mutate" | "isPending">;
  update: Pick<UsedChange<Replacement<TBody>, unknown>, "mutate" | "isPending">;
}

interface ItemFormProps<TBody> {
  /** The fields' ids start with it: `chore-title`, `reward-member-<child>`… */
  id: string;
  heading: string;
  /** The item's id; null for a new one. */
  itemId: string | null;
  /** The body sent on save (the server validates it and its refusal is shown as it comes). */
  body: () => TBody;
  saves: ItemSaves<TBody>;
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
export function ItemFormDialog<TBody>({ id, heading, itemId, body, saves, onClose, name, amount, who, lead, children }: ItemFormProps<TBody>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (itemId) saves.update.mutate({ id: itemId, body: body() }, { onSuccess: onClose });
    else saves.create.mutate(body(), { onSuccess: onClose });
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
          <Button type="submit" disabled={saves.create.isPending || saves.update.isPending}>
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

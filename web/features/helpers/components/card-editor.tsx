import { useState } from "react";
import { CARD_NOTES_MAX, CARD_TEXT_MAX } from "@contract/helper-limits";
import type { FamilyMember } from "@contract/schemas/families";
import type { ChildCard, ChildCardBody } from "@contract/schemas/helpers";
import { Button, inputClass } from "@web/components/ui/button";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { cardError } from "../lib/field-errors";
import { type ContactRow, ContactsField, contactRow } from "./contacts-field";

type CardForm = Required<Omit<ChildCardBody, "contacts">> & { contacts: ContactRow[] };
type TextKey = "allergies" | "medicines" | "doctor" | "school" | "pickup";

const TEXT_FIELDS: readonly TextKey[] = ["allergies", "medicines", "doctor", "school", "pickup"];
const formOf = (card: ChildCard | null): CardForm => ({
  allergies: card?.allergies ?? "",
  medicines: card?.medicines ?? "",
  doctor: card?.doctor ?? "",
  school: card?.school ?? "",
  contacts: (card?.contacts ?? []).map((contact) => contactRow(contact)),
  pickup: card?.pickup ?? "",
  bedtime: card?.bedtime ?? "",
  notes: card?.notes ?? "",
});

/** One child's card, written whole with PUT; starts from the stored card and keeps what is typed when another phone saves meanwhile. */
export function CardEditor({ familyId, child, card }: { familyId: string; child: FamilyMember; card: ChildCard | null }) {
  const t = foHelpers;
  const [form, setForm] = useState(() => formOf(card));
  const [saved, setSaved] = useState(false);
  const save = useChangeOutcome(useChange("helpers/save-card"), { onSuccess: () => setSaved(true) });
  const error = cardError(save.error, t.saveError);
  const set = (patch: Partial<CardForm>) => {
    setSaved(false);
    setForm((was) => ({ ...was, ...patch }));
  };
  const id = (field: string) => `card-${child.id}-${field}`;
  const titleId = id("title");
  return (
    <section aria-labelledby={titleId} className="border-t border-slate-200 pt-4 first:border-t-0 first:pt-0 dark:border-slate-800">
      <h3 id={titleId} className="text-lg font-semibold">
        {t.cardTitle(child.name)}
      </h3>
      <form
        className="mt-3 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ familyId, memberId: child.id, card: { ...form, contacts: form.contacts.map(({ name, phone }) => ({ name, phone })) } });
        }}
      >
        {TEXT_FIELDS.map((field) => (
          <TextField
            key={field}
            id={id(field)}
            label={t[field]}
            value={form[field]}
            maxLength={CARD_TEXT_MAX}
            onChange={(event) => set({ [field]: event.target.value })}
          />
        ))}
        <ContactsField
          idPrefix={id("contact")}
          contacts={form.contacts}
          onContacts={(contacts) => set({ contacts })}
          error={error?.field === "contacts" ? error.message : null}
        />
        <TextField
          id={id("bedtime")}
          type="time"
          className="max-w-40"
          label={t.bedtime}
          value={form.bedtime}
          onChange={(event) => set({ bedtime: event.target.value })}
          error={error?.field === "bedtime" ? error.message : null}
        />
        <LabelledControl id={id("notes")} label={t.notes}>
          <textarea
            id={id("notes")}
            className={`${inputClass} py-2`}
            rows={3}
            maxLength={CARD_NOTES_MAX}
            value={form.notes}
            onChange={(event) => set({ notes: event.target.value })}
          />
        </LabelledControl>
        {error?.field === "form" ? <FormAlert>{error.message}</FormAlert> : null}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.saving : t.save}
          </Button>
          <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
            {saved ? t.saved : ""}
          </p>
        </div>
      </form>
    </section>
  );
}

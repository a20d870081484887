import { useState } from "react";
import type { Chore, ChoreMode, KitchenBoard, PartOfDay } from "@contract/schemas/kitchen";
import { inputClass } from "@web/components/ui/button";
import { CheckboxField, LabelledControl, TextField } from "@web/components/ui/field/field";
import { foChildDialogs as t } from "@web/i18n/fo/kitchen-parents-dialogs";
import { useChange } from "@web/lib/changes/use-change";
import { type ChoreForm, choreBodyOf, choreForm } from "../lib/chore-form";
import { ItemFormDialog } from "./item-form";

// The contract's lists as values would bring the contract's schemas and valibot onto the page (docs/bench.md); the types keep these in step.
const PARTS_OF_DAY: readonly PartOfDay[] = ["morning", "afternoon", "evening"];
const CHORE_MODES: readonly ChoreMode[] = ["fixed", "rotate", "each", "compete"];

/** Adds or changes a routine or a chore: who, when, how it is shared, its stars and whether a parent approves. */
export function ChoreDialog({ board, chore, onClose }: { board: KitchenBoard; chore: Chore | null; onClose: () => void }) {
  const [form, setForm] = useState<ChoreForm>(() => choreForm(chore, board.date));
  const set = (patch: Partial<ChoreForm>) => setForm((current) => ({ ...current, ...patch }));
  const saves = { create: useChange("children/create-chore"), update: useChange("children/update-chore") };
  return (
    <ItemFormDialog
      id="chore"
      heading={chore ? t.editChore : t.newChore}
      itemId={chore?.id ?? null}
      body={() => choreBodyOf(form)}
      saves={saves}
      onClose={onClose}
      lead={
        <LabelledControl id="chore-kind" label={t.kind}>
          <select id="chore-kind" className={inputClass} value={form.kind} onChange={(event) => set({ kind: event.target.value as ChoreForm["kind"] })}>
            <option value="routine">{t.kindRoutine}</option>
            <option value="chore">{t.kindChore}</option>
          </select>
        </LabelledControl>
      }
      name={{ title: form.title, emoji: form.emoji, onTitle: (title) => set({ title }), onEmoji: (emoji) => set({ emoji }) }}
      amount={{ id: "chore-stars", min: 0, max: 100, label: t.starsLabel, value: form.stars, onChange: (event) => set({ stars: event.target.value }) }}
      who={{ kids: board.children, chosen: form.members, onChange: (members) => set({ members: members ?? [] }) }}
    >
      {form.kind === "routine" ? (
        <LabelledControl id="chore-part" label={t.partOfDay}>
          <select
            id="chore-part"
            className={inputClass}
            value={form.partOfDay}
            onChange={(event) => set({ partOfDay: event.target.value as ChoreForm["partOfDay"] })}
          >
            {PARTS_OF_DAY.map((part) => (
              <option key={part} value={part}>
                {t.parts[part]}
              </option>
            ))}
          </select>
        </LabelledControl>
      ) : (
        <ChoreFields form={form} set={set} />
      )}
      <CheckboxField
        id="chore-approval"
        label={t.approval}
        checked={form.approval === "parent"}
        onChange={(event) => set({ approval: event.target.checked ? "parent" : "auto" })}
      />
    </ItemFormDialog>
  );
}

/** A chore's sharing and schedule. */
function ChoreFields({ form, set }: { form: ChoreForm; set: (patch: Partial<ChoreForm>) => void }) {
  return (
    <>
      <LabelledControl id="chore-mode" label={t.mode}>
        <select id="chore-mode" className={inputClass} value={form.mode} onChange={(event) => set({ mode: event.target.value as ChoreForm["mode"] })}>
          {CHORE_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t.modes[mode]}
            </option>
          ))}
        </select>
      </LabelledControl>
      <LabelledControl id="chore-every" label={t.schedule}>
        <select id="chore-every" className={inputClass} value={form.every} onChange={(event) => set({ every: event.target.value as ChoreForm["every"] })}>
          <option value="day">{t.everyDay}</option>
          <option value="week">{t.everyWeek}</option>
          <option value="days">{t.everyDays}</option>
        </select>
      </LabelledControl>
      {form.every === "week" ? (
        <fieldset className="flex flex-wrap gap-x-3">
          <legend className="sr-only">{t.everyWeek}</legend>
          {t.weekdays.map((name, day) => (
            <CheckboxField
              key={name}
              id={`chore-day-${day}`}
              label={name}
              checked={form.days.includes(day)}
              onChange={(event) => set({ days: event.target.checked ? [...form.days, day].sort() : form.days.filter((one) => one !== day) })}
            />
          ))}
        </fieldset>
      ) : null}
      {form.every === "days" ? (
        <div className="grid grid-cols-2 gap-3">
          <TextField id="chore-n" type="number" min={1} label={t.everyN} value={form.n} onChange={(event) => set({ n: event.target.value })} />
          <TextField id="chore-from" type="date" label={t.fromDay} value={form.from} onChange={(event) => set({ from: event.target.value })} />
        </div>
      ) : null}
      <TextField
        id="chore-evening"
        type="time"
        label={t.eveningBefore}
        value={form.eveningBefore}
        onChange={(event) => set({ eveningBefore: event.target.value })}
      />
      <p className="-mt-2 text-sm text-slate-600 dark:text-slate-400">{t.eveningBeforeHint}</p>
    </>
  );
}

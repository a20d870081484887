import { Suspense, useState, type FormEvent } from "react";
import { NAME_MAX } from "@contract/limits";
import { familyDate } from "@contract/time/zone";
import { ModalDialog } from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { useNow } from "@web/lib/clock";
import { newClientId } from "@web/lib/client-id";
import { foMeals } from "@web/i18n/fo/meals";
import { useChange } from "@web/lib/changes/use-change";
import { useShoppingItemNames, useStatisticsNames } from "../api/get-ingredient-choices";
import { emptyMealForm, mealFormBody, type MealForm, type MealFormErrors } from "../lib/meal-form";
import { ingredientChoices } from "../reads/meal-lists";
import { ExistingIngredients, NewIngredients } from "./ingredient-picker";

interface MealDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
  timeZone: string;
  /** The album's picture chooser, loaded with the dialog. */
  Choice: PictureParts["Choice"];
}

/** 'Skráset matarætlan': a fresh form each time it opens. */
export function MealDialog({ open, onClose, familyId, timeZone, Choice }: MealDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={foMeals.dialogTitle} description={foMeals.dialogDescription}>
      {open ? <MealFormFields familyId={familyId} timeZone={timeZone} Choice={Choice} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

/** The ingredients to pick from (the open shopping items and the purchase statistics' names), and what could not be read of them. */
function useIngredientChoices(familyId: string) {
  const items = useShoppingItemNames({ familyId });
  const statistics = useStatisticsNames({ familyId });
  const readErrors: string[] = [];
  if (items.isError) readErrors.push(foMeals.listsError);
  if (statistics.isError) readErrors.push(foMeals.statsError);
  return { choices: ingredientChoices([...(items.data ?? []), ...(statistics.data ?? [])]), readErrors };
}

function MealFormFields({ familyId, timeZone, Choice, onDone }: Omit<MealDialogProps, "open" | "onClose"> & { onDone: () => void }) {
  const t = foMeals;
  const [form, setForm] = useState<MealForm>(() => emptyMealForm(timeZone, Date.now()));
  const [errors, setErrors] = useState<MealFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const create = useChange("meals/create-meal");
  const { choices, readErrors } = useIngredientChoices(familyId);
  const now = useNow();

  // The form re-validates on change once it has been submitted.
  function update(change: Partial<MealForm>) {
    const next = { ...form, ...change };
    setForm(next);
    if (submitted) {
      const result = mealFormBody(next, timeZone, Date.now());
      setErrors("errors" in result ? result.errors : {});
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const result = mealFormBody(form, timeZone, Date.now());
    if ("errors" in result) return setErrors(result.errors);
    setSending(true);
    // Closes once saved, or queued offline; a refusal's toast names why, and the form stays.
    create.runOrQueue({ ...result.body, id: newClientId(), familyId }).then(onDone, () => setSending(false));
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        id="meal-title"
        label={t.titleLabel}
        placeholder={t.titlePlaceholder}
        autoComplete="off"
        maxLength={NAME_MAX}
        value={form.title}
        error={errors.title}
        onChange={(e) => update({ title: e.target.value })}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="meal-date"
          type="date"
          label={t.dateLabel}
          min={familyDate(now, timeZone)}
          value={form.scheduledDate}
          error={errors.when}
          onChange={(e) => update({ scheduledDate: e.target.value })}
        />
        <TextField id="meal-time" type="time" label={t.timeLabel} value={form.scheduledTime} onChange={(e) => update({ scheduledTime: e.target.value })} />
      </div>
      <ExistingIngredients
        choices={choices}
        selected={form.selectedIngredients}
        errors={readErrors}
        onChange={(selectedIngredients) => update({ selectedIngredients })}
      />
      <NewIngredients added={form.newIngredients} onChange={(newIngredients) => update({ newIngredients })} />
      <CheckboxField id="meal-weekly" label={t.weekly} checked={form.weekly} onChange={(event) => update({ weekly: event.target.checked })} />
      <Suspense fallback={null}>
        <Choice familyId={familyId} photoId={form.photoId} onChange={(photoId) => update({ photoId })} />
      </Suspense>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={sending}>
          {t.submit}
        </Button>
      </div>
    </form>
  );
}

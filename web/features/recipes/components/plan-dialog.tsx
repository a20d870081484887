import { useState, type FormEvent } from "react";
import { familyDate } from "@contract/time/zone";
import type { Recipe } from "@contract/schemas/recipes";
import { ModalDialog } from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { CheckboxField, FormAlert, TextField } from "@web/components/ui/field/field";
import { useNow } from "@web/lib/clock";
import { useChange } from "@web/lib/changes/use-change";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { emptyPlanForm, planFormBody, type PlanForm, type PlanFormErrors } from "../lib/plan-form";
import { ServingsStepper } from "./servings-stepper";

interface PlanDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
  timeZone: string;
  recipe: Recipe;
}

/** 'Ætla': the recipe as a dinner on a day, at a time, for some servings, once or every week; a fresh form each time it opens. */
export function PlanDialog({ open, onClose, familyId, timeZone, recipe }: PlanDialogProps) {
  return (
    <ModalDialog open={open} onClose={onClose} title={t.planTitle(recipe.title)} description={t.planDescription}>
      {open ? <PlanFields familyId={familyId} timeZone={timeZone} recipe={recipe} onDone={onClose} /> : null}
    </ModalDialog>
  );
}

function PlanFields({ familyId, timeZone, recipe, onDone }: { familyId: string; timeZone: string; recipe: Recipe; onDone: () => void }) {
  const [form, setForm] = useState<PlanForm>(() => emptyPlanForm(recipe.servings, timeZone, Date.now()));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const plan = useChange("recipes/plan-recipe");
  const now = useNow();
  const update = (change: Partial<PlanForm>) => setForm({ ...form, ...change });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = planFormBody(form, timeZone, Date.now());
    if ("errors" in result) return setErrors(result.errors);
    setErrors({});
    // The toast says it is planned; a refusal's toast names why (the server's words), and the form stays.
    plan.run({ familyId, id: recipe.id, body: result.body }).then(onDone, () => undefined);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" onPointerDown={plan.preload}>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          id="plan-date"
          type="date"
          label={t.planDate}
          min={familyDate(now, timeZone)}
          value={form.date}
          error={errors.when}
          onChange={(event) => update({ date: event.target.value })}
        />
        <TextField id="plan-time" type="time" label={t.planTime} value={form.time} onChange={(event) => update({ time: event.target.value })} />
      </div>
      <div>
        <p aria-hidden="true" className="mb-1 text-sm font-medium">
          {t.servingsLabel}
        </p>
        <ServingsStepper servings={form.servings} onChange={(servings) => update({ servings })} />
        {errors.servings ? <FormAlert>{errors.servings}</FormAlert> : null}
      </div>
      <CheckboxField id="plan-weekly" label={t.weekly} checked={form.weekly} onChange={(event) => update({ weekly: event.target.checked })} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={plan.isPending}>
          {t.planSubmit}
        </Button>
      </div>
    </form>
  );
}

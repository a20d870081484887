import { useState, type FormEvent } from "react";
import { RECIPE_TITLE_MAX } from "@contract/recipe-limits";
import type { RecipeBody } from "@contract/schemas/recipes";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { FormAlert, TextField } from "@web/components/ui/field/field";
import type { PictureParts } from "@web/components/ui/photo/picture-parts";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { recipeFormBody, type RecipeForm, type RecipeFormErrors } from "../lib/recipe-form";
import { BackLink } from "./back-link";
import { IngredientPreview } from "./ingredient-preview";
import { TextArea } from "./text-area";

export interface RecipeEditorProps {
  familyId: string;
  heading: string;
  initial: RecipeForm;
  pictures: PictureParts;
  /** Where 'Angra' and the back link go. */
  backHref: string;
  /** Saves the body; rejects with the server's refusal, which the form shows. */
  onSave: (body: RecipeBody) => Promise<unknown>;
}

/** The recipe editor, new or edited or an import's draft to confirm: the fields, checked by the server's own schema before they are sent. */
export function RecipeEditor({ familyId, heading, initial, pictures: { Choice }, backHref, onSave }: RecipeEditorProps) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<RecipeFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const update = (change: Partial<RecipeForm>) => setForm({ ...form, ...change });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const result = recipeFormBody(form);
    if ("errors" in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setRefusal(null);
    setSending(true);
    onSave(result.body).catch((error: unknown) => {
      setSending(false);
      setRefusal(error instanceof Error ? error.message : t.saveFailed);
    });
  }

  return (
    <Card aria-labelledby="recipe-editor-title">
      <BackLink href={backHref} label={t.cancel} />
      <h1 id="recipe-editor-title" className="mb-4 text-xl font-semibold tracking-tight">
        {heading}
      </h1>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          id="recipe-title"
          label={t.titleLabel}
          autoComplete="off"
          maxLength={RECIPE_TITLE_MAX}
          value={form.title}
          error={errors.title}
          onChange={(event) => update({ title: event.target.value })}
        />
        <TextField
          id="recipe-servings-field"
          label={t.servingsField}
          inputMode="numeric"
          autoComplete="off"
          value={form.servings}
          error={errors.servings}
          onChange={(event) => update({ servings: event.target.value })}
        />
        {form.imageUrl && !form.photoId ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.importedPicture}</p> : null}
        <Choice familyId={familyId} photoId={form.photoId} onChange={(photoId) => update({ photoId })} />
        <RecipeTextFields form={form} errors={errors} onChange={update} />
        {errors.photoId || errors.imageUrl ? <FormAlert>{errors.photoId ?? errors.imageUrl}</FormAlert> : null}
        {refusal ? <FormAlert>{refusal}</FormAlert> : null}
        <div className="flex justify-end gap-2">
          <Button type="submit" disabled={sending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** The editor's longer fields: the ingredient lines with what the parser reads, the steps, the times, the tags and the source. */
function RecipeTextFields({ form, errors, onChange: update }: { form: RecipeForm; errors: RecipeFormErrors; onChange: (change: Partial<RecipeForm>) => void }) {
  return (
    <>
      <TextArea
        id="recipe-ingredients-field"
        label={t.ingredientsField}
        hint={t.ingredientsHint}
        rows={6}
        value={form.ingredients}
        error={errors.ingredients}
        onChange={(event) => update({ ingredients: event.target.value })}
      />
      <IngredientPreview id="recipe-ingredients-preview" text={form.ingredients} />
      <TextArea
        id="recipe-steps-field"
        label={t.stepsField}
        hint={t.stepsHint}
        rows={8}
        value={form.steps}
        error={errors.steps}
        onChange={(event) => update({ steps: event.target.value })}
      />
      <MinutesFields form={form} errors={errors} onChange={update} />
      <TextField
        id="recipe-tags"
        label={t.tagsField}
        placeholder={t.tagsPlaceholder}
        autoComplete="off"
        value={form.tags}
        error={errors.tags}
        onChange={(event) => update({ tags: event.target.value })}
      />
      <TextField
        id="recipe-source"
        type="url"
        label={t.sourceField}
        autoComplete="off"
        value={form.sourceUrl}
        error={errors.sourceUrl}
        onChange={(event) => update({ sourceUrl: event.target.value })}
      />
    </>
  );
}

const MINUTES = [
  ["prepMinutes", t.prepField],
  ["cookMinutes", t.cookField],
  ["totalMinutes", t.totalField],
] as const;

/** Prep, cook and total time, in minutes, side by side. */
function MinutesFields({ form, errors, onChange }: { form: RecipeForm; errors: RecipeFormErrors; onChange: (change: Partial<RecipeForm>) => void }) {
  return (
    <div className="grid grid-cols-3 gap-2">
      {MINUTES.map(([key, label]) => (
        <TextField
          key={key}
          id={`recipe-${key}`}
          label={label}
          inputMode="numeric"
          autoComplete="off"
          value={form[key]}
          error={errors[key]}
          onChange={(event) => onChange({ [key]: event.target.value })}
        />
      ))}
    </div>
  );
}

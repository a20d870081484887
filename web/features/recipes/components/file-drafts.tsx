import { useState } from "react";
import { useLocation } from "wouter";
import type { RecipeDraft } from "@contract/schemas/recipes";
import { Button } from "@web/components/ui/button";
import { Card } from "@web/components/ui/card";
import { CheckboxField } from "@web/components/ui/field/field";
import { useChange } from "@web/lib/changes/use-change";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import type { RefusedDraft } from "../changes/save-drafts";
import { boxHref } from "../lib/box-route";
import { draftBody } from "../lib/recipe-form";

/** An export file's recipes, each with its checkbox (all chosen at first), and 'Goym valdar'. */
export function FileDrafts({ familyId, drafts, onBack }: { familyId: string; drafts: readonly RecipeDraft[]; onBack: () => void }) {
  const [chosen, setChosen] = useState(() => new Set(drafts.map((_, index) => index)));
  const [refused, setRefused] = useState<RefusedDraft[]>([]);
  const save = useChange("recipes/save-drafts");
  const [, navigate] = useLocation();
  const checkedDrafts = drafts.filter((_, index) => chosen.has(index)).map((draft) => ({ draft, checked: draftBody(draft) }));

  const toggle = (index: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(index);
    else next.delete(index);
    setChosen(next);
  };

  const onSave = () => {
    // A draft the schema refuses as it came (too long a line) is named, not sent.
    const unfit = checkedDrafts.flatMap(({ draft, checked }) =>
      "errors" in checked ? [{ title: draft.title, message: Object.values(checked.errors)[0] ?? "" }] : [],
    );
    const bodies = checkedDrafts.flatMap(({ checked }) => ("body" in checked ? [checked.body] : []));
    if (bodies.length === 0) return setRefused(unfit);
    save.run({ familyId, bodies }).then(
      (result) => {
        const all = [...unfit, ...result.refused];
        if (all.length === 0) return navigate(boxHref.list(), { replace: true });
        // What was saved leaves the choice, so a second press sends only the refused again.
        const titles = new Set(all.map(({ title }) => title));
        setChosen(new Set([...chosen].filter((index) => titles.has(drafts[index]?.title ?? ""))));
        setRefused(all);
      },
      () => undefined,
    );
  };

  return (
    <Card aria-labelledby="drafts-title" className="space-y-4">
      <div>
        <button
          type="button"
          onClick={onBack}
          className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 hover:underline dark:text-brand-300"
        >
          <span aria-hidden="true">‹&nbsp;</span>
          {t.otherFile}
        </button>
        <h1 id="drafts-title" className="text-xl font-semibold tracking-tight">
          {t.draftsTitle(drafts.length)}
        </h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.draftsText}</p>
      </div>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {drafts.map((draft, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a file's drafts have no ids, and their order is the file's
          <li key={index}>
            <CheckboxField id={`draft-${index}`} label={draft.title} checked={chosen.has(index)} onChange={(event) => toggle(index, event.target.checked)} />
          </li>
        ))}
      </ul>
      {refused.length > 0 ? (
        <div role="alert" className="text-sm text-red-700 dark:text-red-400">
          <p>{t.draftsRefused}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map(({ title, message }) => (
              <li key={`${title}:${message}`}>{t.draftRefused(title, message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <Button className="w-full sm:w-auto" disabled={chosen.size === 0 || save.isPending} onPointerDown={save.preload} onClick={onSave}>
        {save.isPending ? t.saving : t.saveChosen(chosen.size)}
      </Button>
    </Card>
  );
}

import { useEffect, useState } from "react";
import type { ScreenDinner } from "@contract/schemas/kitchen-screen";
import type { Recipe } from "@contract/schemas/recipes";
import { CookMode } from "@web/features/recipes/cook/cook-mode";
import { CookNotice } from "@web/features/recipes/cook/cook-notice";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { screenRead } from "../photos/screen-photo";

interface CookOnWallProps {
  token: string;
  dinner: ScreenDinner & { recipeId: string };
  onClose: () => void;
  /** After the dinner is marked done: the wall reads its day again. */
  onDone: () => void;
}

/**
 * Cook mode on the wall (docs/features/cook-mode.md): tonight's dinner's recipe, read with the
 * screen's token, for the servings it was planned for; 'Liðugt' marks the dinner done.
 */
export default function CookOnWall({ token, dinner, onClose, onDone }: CookOnWallProps) {
  const [recipe, setRecipe] = useState<Recipe | null | "failed">(null);
  const [failedDone, setFailedDone] = useState(false);
  useEffect(() => {
    let stopped = false;
    const read = async (): Promise<Recipe | "failed"> => {
      const response = await screenRead(token, `/api/kitchen/screen/recipes/${encodeURIComponent(dinner.recipeId)}`);
      return response ? ((await response.json()) as Recipe) : "failed";
    };
    void read()
      .catch(() => "failed" as const)
      .then((answer) => {
        if (!stopped) setRecipe(answer);
      });
    return () => {
      stopped = true;
    };
  }, [token, dinner.recipeId]);

  const done = async () => {
    const response = await fetch(`/api/kitchen/screen/dinners/${encodeURIComponent(dinner.id)}/done`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    }).catch(() => null);
    if (response?.ok) {
      onDone();
      onClose();
    } else setFailedDone(true);
  };

  if (recipe === null || recipe === "failed") {
    const failed = recipe === "failed";
    return <CookNotice message={failed ? t.cookFailed : t.loading} failed={failed} closeLabel={t.cookClose} onClose={onClose} />;
  }
  return (
    <>
      <CookMode recipe={recipe} servings={dinner.servings} onDone={() => void done()} onClose={onClose} />
      {failedDone ? (
        <p role="alert" className="fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-2xl bg-red-800 px-6 py-3 text-xl font-semibold text-white">
          {t.cookDoneFailed}
        </p>
      ) : null}
    </>
  );
}

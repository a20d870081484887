import { useLocation } from "wouter";
import type { Recipe } from "@contract/schemas/recipes";
import { ModalDialog } from "@web/components/ui/dialog";
import { Button } from "@web/components/ui/button";
import { useChange } from "@web/lib/changes/use-change";
import { foRecipes as t } from "@web/i18n/fo/recipes";
import { boxHref } from "../lib/box-route";

interface DeleteDialogProps {
  open: boolean;
  onClose: () => void;
  familyId: string;
  recipe: Recipe;
}

/** 'Strika uppskriftina?': asked once more; the recipe leaves the box at once (it may wait offline), and the page goes back to the list. */
export function DeleteDialog({ open, onClose, familyId, recipe }: DeleteDialogProps) {
  const remove = useChange("recipes/delete-recipe");
  const [, navigate] = useLocation();
  return (
    <ModalDialog open={open} onClose={onClose} title={t.deleteTitle} description={t.deleteDescription(recipe.title)}>
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t.keep}
        </Button>
        <Button
          variant="destructive"
          onPointerDown={remove.preload}
          onClick={() => {
            remove.mutate({ familyId, id: recipe.id });
            onClose();
            navigate(boxHref.list(), { replace: true });
          }}
        >
          {t.deleteConfirm}
        </Button>
      </div>
    </ModalDialog>
  );
}

import { Button } from "@web/components/ui/button";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";

/** A chore's or a reward's 'Broyt' and 'Strika' buttons, named by its title for screen readers. */
export function RowActions({ title, onEdit, onDelete }: { title: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <Button variant="secondary" aria-label={`${t.editChore}: ${title}`} onClick={onEdit}>
        {t.editChore}
      </Button>
      <Button variant="ghost" aria-label={`${t.deleteChore}: ${title}`} onClick={onDelete}>
        {t.deleteChore}
      </Button>
    </>
  );
}

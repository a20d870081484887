import type { ShoppingItem } from "@contract/schemas/shopping";
import { weekdayShort } from "@web/lib/dates";
import { useSignedInUser } from "@web/lib/auth-context";
import { IconButton } from "@web/components/ui/button";
import { InlineTitleEditor, useInlineTitleEdit } from "@web/components/ui/list/inline-title-edit";
import { Badge } from "@web/components/ui/badge";
import { PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { PendingBadge } from "@web/components/ui/list/pending-badge";
import { foShopping } from "@web/i18n/fo/shopping";
import { isMealItem } from "../reads/sort-items";
import { amountText } from "../lib/item-amount";

interface ShoppingItemRowProps {
  item: ShoppingItem;
  /** A change to it waits for the connection. */
  pending?: boolean;
  onToggle: (item: ShoppingItem, completed: boolean) => void;
  onRename: (item: ShoppingItem, name: string) => void;
  onDelete: (item: ShoppingItem) => void;
}

export function ShoppingItemRow({ item, pending = false, onToggle, onRename, onDelete }: ShoppingItemRowProps) {
  const t = foShopping;
  const edit = useInlineTitleEdit(item.name, (name) => onRename(item, name));
  // The meal's weekday where the family lives.
  const { timeZone } = useSignedInUser();

  if (edit.editing) {
    return (
      <li className="py-2">
        <InlineTitleEditor edit={edit} label={t.renameLabel(item.name)} saveText={t.save} cancelText={t.cancel} />
      </li>
    );
  }

  const amount = amountText(item.quantity, item.unit);
  const mealDay = isMealItem(item.name) && item.mealScheduledDate ? weekdayShort(item.mealScheduledDate, timeZone) : null;

  return (
    <li className={`flex items-center gap-1 py-1 ${pending ? "opacity-70" : ""}`}>
      <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 pl-1">
        <input
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
          checked={item.completed}
          aria-label={item.name}
          onChange={(e) => onToggle(item, e.target.checked)}
        />
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`break-words ${item.completed ? "text-slate-500 line-through dark:text-slate-400" : ""}`} aria-hidden="true">
            {item.name}
          </span>
          {amount ? <span className="text-sm text-slate-600 dark:text-slate-400">{amount}</span> : null}
          {mealDay ? (
            <Badge tone="amber" label={t.mealDay(mealDay)}>
              {mealDay}
            </Badge>
          ) : null}
          {item.completed ? <Badge tone="green">{item.completedByHelper ? t.boughtBy(item.completedByHelper) : t.bought}</Badge> : null}
          {!item.completed && item.addedByHelper ? <span className="text-sm text-slate-600 dark:text-slate-400">{t.addedBy(item.addedByHelper)}</span> : null}
          {pending ? <PendingBadge /> : null}
        </span>
      </label>
      <IconButton ref={edit.editButton} label={t.edit(item.name)} disabled={item.completed} onClick={edit.start}>
        <PencilIcon />
      </IconButton>
      <IconButton label={t.delete(item.name)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(item)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}

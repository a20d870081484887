import { NAME_MAX } from "@contract/limits";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { weekdayShort } from "@web/lib/dates";
import { Button, IconButton } from "@web/components/ui/button";
import { Badge } from "@web/components/ui/badge";
import { inputClass } from "@web/components/ui/field";
import { PencilIcon, TrashIcon } from "@web/components/ui/icons";
import { foShopping } from "@web/i18n/fo/shopping";
import { isMealItem } from "../lib/sort-items";

interface ShoppingItemRowProps {
  item: ShoppingItem;
  onToggle: (item: ShoppingItem, completed: boolean) => void;
  onRename: (item: ShoppingItem, name: string) => void;
  onDelete: (item: ShoppingItem) => void;
}

export function ShoppingItemRow({ item, onToggle, onRename, onDelete }: ShoppingItemRowProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);
  const t = foShopping;

  // After saving or cancelling, focus goes back to the edit button instead of the page start.
  useEffect(() => {
    if (wasEditing.current && draft === null) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  function save() {
    const name = (draft ?? "").trim();
    setDraft(null);
    // Spec 01 §5: saved only when non-empty and different.
    if (name && name !== item.name) onRename(item, name);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      setDraft(null);
    }
  }

  if (draft !== null) {
    return (
      <li className="flex flex-wrap items-center gap-2 py-2">
        <input
          className={`${inputClass} min-w-0 flex-1`}
          aria-label={t.renameLabel(item.name)}
          value={draft}
          // biome-ignore lint/a11y/noAutofocus: the field appears because the user chose to rename this item; focus goes where they are typing.
          autoFocus
          maxLength={NAME_MAX}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <div className="flex gap-2">
          <Button onClick={save}>{t.save}</Button>
          <Button variant="secondary" onClick={() => setDraft(null)}>
            {t.cancel}
          </Button>
        </div>
      </li>
    );
  }

  const mealDay = isMealItem(item.name) && item.mealScheduledDate ? weekdayShort(item.mealScheduledDate) : null;

  return (
    <li className="flex items-center gap-1 py-1">
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
          {item.quantity > 1 ? <span className="text-sm text-slate-600 dark:text-slate-400">{t.quantity(item.quantity)}</span> : null}
          {mealDay ? (
            <Badge tone="amber" label={t.mealDay(mealDay)}>
              {mealDay}
            </Badge>
          ) : null}
          {item.completed ? <Badge tone="green">{t.bought}</Badge> : null}
        </span>
      </label>
      <IconButton ref={editButton} label={t.edit(item.name)} disabled={item.completed} onClick={() => setDraft(item.name)}>
        <PencilIcon />
      </IconButton>
      <IconButton label={t.delete(item.name)} className="hover:text-red-700 dark:hover:text-red-400" onClick={() => onDelete(item)}>
        <TrashIcon />
      </IconButton>
    </li>
  );
}

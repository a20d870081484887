import { type FormEvent, useState } from "react";
import type { ShoppingItem } from "@contract/schemas/shopping";
import { foHelperApp as t } from "@web/i18n/fo/helper-app";
import addItem from "../changes/add-item";
import tickItem from "../changes/tick-item";
import type { HelperWrite } from "../lib/use-helper-write";
import { emptyText, Section } from "./section";

/** The family's shopping list: tick and untick, and an add field. */
export function ShoppingSection({ items, write, offline }: { items: ShoppingItem[]; write: HelperWrite; offline: boolean }) {
  const [name, setName] = useState("");
  const locked = offline || write.busy;
  const add = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed && (await write.send(addItem, { name: trimmed }))) setName("");
  };
  return (
    <Section title={t.shoppingTitle} id="helper-shopping">
      <form onSubmit={(event) => void add(event)} className="mb-3 flex gap-2">
        <label htmlFor="helper-add" className="sr-only">
          {t.addLabel}
        </label>
        <input
          id="helper-add"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t.addPlaceholder}
          disabled={offline}
          maxLength={100}
          className="min-h-11 min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 text-base dark:border-slate-600 dark:bg-slate-800"
        />
        <button
          type="submit"
          disabled={locked || !name.trim()}
          className="min-h-11 shrink-0 rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-50"
        >
          {t.add}
        </button>
      </form>
      {items.length === 0 ? (
        <p className={emptyText}>{t.noItems}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <li key={item.id}>
              <label className="flex min-h-11 cursor-pointer items-center gap-3 py-1">
                <input
                  type="checkbox"
                  className="size-6 shrink-0 accent-brand-700"
                  checked={item.completed}
                  disabled={locked}
                  onChange={(event) => void write.send(tickItem, { id: item.id, completed: event.target.checked })}
                />
                <span className={`min-w-0 flex-1 break-words ${item.completed ? "text-slate-500 line-through dark:text-slate-400" : ""}`}>{item.name}</span>
                {item.quantity > 1 ? <span className={`text-sm ${emptyText}`}>{item.quantity}</span> : null}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

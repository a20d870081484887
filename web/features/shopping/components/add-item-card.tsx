import { NAME_MAX } from "@contract/limits";
import { parseShoppingInput } from "@contract/quick-add/shopping";
import { useState, type FormEvent } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { inputClass } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { foShopping } from "@web/i18n/fo/shopping";
import { newClientId } from "@web/lib/write-queue";
import { useAddShoppingItem } from "../api/add-shopping-item";
import { amountText } from "../lib/item-amount";

export function AddItemCard({ familyId, userId }: { familyId: string; userId: string }) {
  const [name, setName] = useState("");
  // The preview's chip was removed: "2 l" stays part of the name.
  const [keepAmount, setKeepAmount] = useState(false);
  const add = useAddShoppingItem();
  // A paused add is as good as done: the form takes the next item while this one waits for the connection.
  const sending = add.isPending && !add.isPaused;
  const t = foShopping;
  const trimmed = name.trim();
  const parsed = parseShoppingInput(name, { ignoreAmount: keepAmount });
  const chips = parsed.parts.map((part) => ({ key: part.kind, label: amountText(part.quantity, part.unit) ?? part.text }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || sending) return;
    // Cleared at once, so the next item can be typed while this one saves (or waits for the
    // connection); put back if the server refuses it.
    setName("");
    setKeepAmount(false);
    const { name: itemName, quantity, unit } = parsed;
    add.mutate({ familyId, userId, id: newClientId(), name: itemName, quantity, unit }, { onError: () => setName((current) => current || trimmed) });
  }

  return (
    <Card aria-labelledby="add-item-title">
      <CardHeader id="add-item-title" title={t.addTitle} />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <label htmlFor="add-item-name" className="sr-only">
          {t.addLabel}
        </label>
        <input
          id="add-item-name"
          className={`${inputClass} sm:flex-1`}
          placeholder={t.addPlaceholder}
          autoComplete="off"
          enterKeyHint="done"
          maxLength={NAME_MAX}
          aria-describedby="add-item-preview"
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim() === "") setKeepAmount(false);
          }}
        />
        <QuickAddPreview id="add-item-preview" className="sm:order-last sm:basis-full" chips={chips} onRemove={() => setKeepAmount(true)} />
        <Button type="submit" disabled={!trimmed || sending}>
          {t.addButton}
        </Button>
      </form>
    </Card>
  );
}

import { NAME_MAX } from "@contract/limits";
import { useState, type FormEvent } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { inputClass } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { foShopping } from "@web/i18n/fo/shopping";
import { newClientId } from "@web/lib/write-queue";
import { useAddShoppingItem } from "../api/add-shopping-item";

export function AddItemCard({ familyId, userId }: { familyId: string; userId: string }) {
  const [name, setName] = useState("");
  const add = useAddShoppingItem();
  // A paused add is as good as done: the form takes the next item while this one waits for the connection.
  const sending = add.isPending && !add.isPaused;
  const t = foShopping;
  const trimmed = name.trim();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!trimmed || sending) return;
    // Cleared at once, so the next item can be typed while this one saves (or waits for the
    // connection); put back if the server refuses it.
    setName("");
    add.mutate({ familyId, userId, id: newClientId(), name: trimmed }, { onError: () => setName((current) => current || trimmed) });
  }

  return (
    <Card aria-labelledby="add-item-title">
      <CardHeader id="add-item-title" title={t.addTitle} />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
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
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <Button type="submit" disabled={!trimmed || sending}>
          {t.addButton}
        </Button>
      </form>
    </Card>
  );
}

import { NAME_MAX } from "@contract/limits";
import { useState, type FormEvent } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { inputClass } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { foShopping } from "@web/i18n/fo/shopping";
import { useAddByName } from "../hooks/use-add-by-name";
import { useNameSuggestions } from "../hooks/use-name-suggestions";
import { NameSuggestions } from "./name-suggestions";

export function AddItemCard({ familyId, userId }: { familyId: string; userId: string }) {
  const [name, setName] = useState("");
  const { addName, sending } = useAddByName(familyId, userId);
  const t = foShopping;
  const trimmed = name.trim();

  function add(text: string) {
    if (!text || sending) return;
    // Cleared at once, so the next item can be typed while this one saves (or waits for the
    // connection); put back if the server refuses it.
    setName("");
    addName(text, () => setName((current) => current || text));
  }
  const suggestions = useNameSuggestions(familyId, name, add);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    add(trimmed);
  }

  return (
    <Card aria-labelledby="add-item-title">
      <CardHeader id="add-item-title" title={t.addTitle} />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor="add-item-name" className="sr-only">
          {t.addLabel}
        </label>
        <div className="sm:flex-1">
          <input
            id="add-item-name"
            className={inputClass}
            placeholder={t.addPlaceholder}
            autoComplete="off"
            enterKeyHint="done"
            maxLength={NAME_MAX}
            value={name}
            onChange={(e) => setName(e.target.value)}
            {...suggestions.inputProps}
          />
          <NameSuggestions id={suggestions.listboxId} options={suggestions.options} active={suggestions.active} onPick={add} />
        </div>
        <Button type="submit" disabled={!trimmed || sending} className="sm:self-start">
          {t.addButton}
        </Button>
      </form>
    </Card>
  );
}

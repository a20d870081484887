import { NAME_MAX } from "@contract/limits";
import { parseShoppingInput } from "@contract/quick-add/shopping";
import { useState, type FormEvent } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { inputClass } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { foShopping } from "@web/i18n/fo/shopping";
import { useAddByName } from "../hooks/use-add-by-name";
import { useNameSuggestions } from "../hooks/use-name-suggestions";
import { amountText } from "../lib/item-amount";
import { NameSuggestions } from "./name-suggestions";

export function AddItemCard({ familyId, userId }: { familyId: string; userId: string }) {
  const [name, setName] = useState("");
  // The preview's chip was removed: "2 l" stays part of the name.
  const [keepAmount, setKeepAmount] = useState(false);
  const { addItem, sending } = useAddByName(familyId, userId);
  const t = foShopping;
  const trimmed = name.trim();
  const parsed = parseShoppingInput(name, { ignoreAmount: keepAmount });
  const chips = parsed.parts.map((part) => ({ key: part.kind, label: amountText(part.quantity, part.unit) ?? part.text }));

  /** Adds the typed line's amount under `itemName`: the parsed name, or a suggestion picked for it. */
  function add(itemName: string) {
    if (!trimmed || sending) return;
    // Cleared at once, so the next item can be typed while this one saves (or waits for the
    // connection); put back if the server refuses it.
    setName("");
    setKeepAmount(false);
    addItem({ name: itemName, quantity: parsed.quantity, unit: parsed.unit }, () => setName((current) => current || trimmed));
  }
  // Names are offered for the line's name part, so "2 l mj" offers "Mjólk" too.
  const suggestions = useNameSuggestions(familyId, parsed.name, add);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    add(parsed.name);
  }

  return (
    <Card aria-labelledby="add-item-title">
      <CardHeader id="add-item-title" title={t.addTitle} />
      <form onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
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
            aria-describedby="add-item-preview"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim() === "") setKeepAmount(false);
            }}
            {...suggestions.inputProps}
          />
          <NameSuggestions id={suggestions.listboxId} options={suggestions.options} active={suggestions.active} onPick={add} />
        </div>
        <QuickAddPreview id="add-item-preview" className="sm:order-last sm:basis-full" chips={chips} onRemove={() => setKeepAmount(true)} />
        <Button type="submit" disabled={!trimmed || sending} className="sm:self-start">
          {t.addButton}
        </Button>
      </form>
    </Card>
  );
}

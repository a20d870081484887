import { NAME_MAX } from "@contract/limits";
import type { ShoppingInput } from "@contract/quick-add/shopping";
import { useState, type FormEvent } from "react";
import { Card, CardHeader } from "@web/components/ui/card";
import { Button, inputClass } from "@web/components/ui/button";
import { foShopping } from "@web/i18n/fo/shopping";
import { useAddByName } from "../hooks/use-add-by-name";
import { useNameSuggestions } from "../hooks/use-name-suggestions";
import { useQuickAddTools } from "../hooks/use-quick-add-tools";
import type { QuickAddTools } from "../quick-add/quick-add-tools";
import { amountText } from "../lib/item-amount";

/** The typed line as the parser reads it; before the parser is in, all of it is the name, as the parser reads a line it does not understand. */
function readLine(tools: QuickAddTools | undefined, text: string, keepAmount: boolean): ShoppingInput {
  return tools ? tools.parse(text, { ignoreAmount: keepAmount }) : { name: text.replace(/\s+/g, " ").trim(), quantity: 1, unit: null, parts: [] };
}

export function AddItemCard({ familyId, userId }: { familyId: string; userId: string }) {
  const [name, setName] = useState("");
  // The preview's chip was removed: "2 l" stays part of the name.
  const [keepAmount, setKeepAmount] = useState(false);
  const { addItem } = useAddByName(familyId, userId);
  const { tools, load } = useQuickAddTools();
  const t = foShopping;
  const trimmed = name.trim();
  const parsed = readLine(tools, name, keepAmount);
  const chips = parsed.parts.map((part) => ({ key: part.kind, label: amountText(part.quantity, part.unit) ?? part.text }));

  /** Adds the typed line's amount under `itemName`: the parsed name, or a suggestion picked for it. */
  function add(itemName: string, line = parsed) {
    if (!trimmed) return;
    // Cleared at once, so the next item can be typed and sent while this one saves (or waits for
    // the connection); put back if the server refuses it.
    setName("");
    setKeepAmount(false);
    addItem({ name: itemName, quantity: line.quantity, unit: line.unit }, () => setName((current) => current || trimmed));
  }
  // Names are offered for the line's name part, so "2 l mj" offers "Mjólk" too; none before the tools are in.
  const suggestions = useNameSuggestions(familyId, parsed.name, add, tools);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (tools) return add(parsed.name);
    // Sent before the parser was in (it started loading on focus): read the line with it once it is.
    void load().then((loadedTools) => {
      const line = readLine(loadedTools, name, keepAmount);
      add(line.name, line);
    });
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
            aria-describedby={tools ? "add-item-preview" : undefined}
            value={name}
            onFocus={() => void load()}
            onChange={(e) => {
              setName(e.target.value);
              if (e.target.value.trim() === "") setKeepAmount(false);
            }}
            {...suggestions.inputProps}
          />
          {tools ? <tools.NameSuggestions id={tools.listboxId} options={suggestions.options} active={suggestions.active} onPick={add} /> : null}
        </div>
        {tools ? (
          <tools.QuickAddPreview id="add-item-preview" className="sm:order-last sm:basis-full" chips={chips} onRemove={() => setKeepAmount(true)} />
        ) : null}
        <Button type="submit" disabled={!trimmed} className="sm:self-start">
          {t.addButton}
        </Button>
      </form>
    </Card>
  );
}

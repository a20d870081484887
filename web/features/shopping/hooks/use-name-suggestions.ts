import { type KeyboardEvent, useState } from "react";
import { namesStartingWith } from "@contract/shopping-insights";
import { useShoppingSuggestions } from "../api/get-shopping-suggestions";

const LISTBOX_ID = "add-item-suggestions";
export const suggestionId = (index: number) => `${LISTBOX_ID}-${index}`;

/** The option an arrow moves to: -1 is the input itself, and the arrows wrap round through it. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  const slots = count + 1;
  return ((active + 1 + step + slots) % slots) - 1;
}

/**
 * The combobox behind the add input (WAI-ARIA's list autocomplete): the family's most bought names
 * that start with the typed text, letters folded; arrows move through them, Enter or a tap picks
 * one, Escape closes the list until the text changes.
 */
export function useNameSuggestions(familyId: string, typed: string, pick: (name: string) => void) {
  const suggestions = useShoppingSuggestions({ familyId });
  const [state, setState] = useState({ typed, active: -1, closed: false });
  // A new text opens the list again with nothing chosen.
  const current = state.typed === typed ? state : { typed, active: -1, closed: false };
  const options = current.closed ? [] : namesStartingWith(suggestions.data?.often ?? [], typed);
  const open = options.length > 0;
  const active = Math.min(current.active, options.length - 1);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      setState({ ...current, closed: true });
    } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && open) {
      event.preventDefault();
      setState({ ...current, active: moveActive(active, options.length, event.key === "ArrowDown" ? 1 : -1) });
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      pick(options[active]!.name);
    }
  }

  return {
    options,
    active,
    listboxId: LISTBOX_ID,
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": open,
      "aria-controls": LISTBOX_ID,
      "aria-activedescendant": open && active >= 0 ? suggestionId(active) : undefined,
      onKeyDown,
    } as const,
  };
}

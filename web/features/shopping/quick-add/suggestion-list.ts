import type { KeyboardEvent } from "react";
import type { ShoppingSuggestions } from "@contract/schemas/shopping-insights";
import { namesStartingWith } from "@contract/shopping-insights";

export const SUGGESTIONS_LISTBOX_ID = "add-item-suggestions";
export const suggestionId = (index: number) => `${SUGGESTIONS_LISTBOX_ID}-${index}`;

/** The list's state: the text it was opened for, the option chosen (-1 none), closed by Escape. */
export interface SuggestionState {
  typed: string;
  active: number;
  closed: boolean;
}

/** The option an arrow moves to: -1 is the input itself, and the arrows wrap round through it. */
export function moveActive(active: number, count: number, step: 1 | -1): number {
  const slots = count + 1;
  return ((active + 1 + step + slots) % slots) - 1;
}

/**
 * The combobox behind the add input (WAI-ARIA's list autocomplete): the family's most bought names
 * that start with the typed text, letters folded; arrows move through them, Enter or a tap picks
 * one, Escape closes the list until the text changes. Loaded with the quick-add tools; the state
 * lives in useNameSuggestions.
 */
export function suggestionList(
  state: SuggestionState,
  setState: (state: SuggestionState) => void,
  often: ShoppingSuggestions["often"],
  typed: string,
  pick: (name: string) => void,
) {
  // A new text opens the list again with nothing chosen.
  const current = state.typed === typed ? state : { typed, active: -1, closed: false };
  const options = current.closed ? [] : namesStartingWith(often, typed);
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
    inputProps: {
      role: "combobox",
      "aria-autocomplete": "list",
      "aria-expanded": open,
      "aria-controls": SUGGESTIONS_LISTBOX_ID,
      "aria-activedescendant": open && active >= 0 ? suggestionId(active) : undefined,
      onKeyDown,
    } as const,
  };
}

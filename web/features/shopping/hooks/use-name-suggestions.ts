import { useState } from "react";
import { useShoppingSuggestions } from "../api/get-shopping-suggestions";
import type { QuickAddTools } from "../quick-add/quick-add-tools";

/** Before the quick-add tools are in: a combobox with its list closed. */
const closedList = {
  options: [],
  active: -1,
  inputProps: { role: "combobox", "aria-autocomplete": "list", "aria-expanded": false } as const,
};

/**
 * The add input's suggestions (lib/suggestion-list.ts, loaded with the quick-add tools): the list's
 * state is kept here, so it lives on while the tools load; the family's names are read at once.
 */
export function useNameSuggestions(familyId: string, typed: string, pick: (name: string) => void, tools: QuickAddTools | undefined) {
  const suggestions = useShoppingSuggestions({ familyId });
  const [state, setState] = useState({ typed, active: -1, closed: false });
  return tools ? tools.suggestionList(state, setState, suggestions.data?.often ?? [], typed, pick) : closedList;
}

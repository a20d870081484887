import { parseShoppingInput } from "@contract/quick-add/shopping";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { NameSuggestions } from "./name-suggestions";
import { SUGGESTIONS_LISTBOX_ID, suggestionList } from "./suggestion-list";

/**
 * What the add input needs beyond a plain add: the quick-add parser, its preview chips and the
 * suggestions' list with its keys. Loaded on the input's first focus (use-quick-add-tools.ts), so the list's
 * first load carries none of it (docs/bench.md).
 */
export const quickAddTools = { parse: parseShoppingInput, QuickAddPreview, NameSuggestions, suggestionList, listboxId: SUGGESTIONS_LISTBOX_ID };

export type QuickAddTools = typeof quickAddTools;

import { parseShoppingInput } from "@contract/quick-add/shopping";
import { QuickAddPreview } from "@web/components/ui/quick-add-preview";
import { NameSuggestions } from "../components/name-suggestions";

/**
 * What the add input needs beyond a plain add: the quick-add parser, its preview chips and the
 * suggestions' list. Loaded on the input's first focus (use-quick-add-tools.ts), so the list's
 * first load carries none of it (docs/bench.md).
 */
export const quickAddTools = { parse: parseShoppingInput, QuickAddPreview, NameSuggestions };

export type QuickAddTools = typeof quickAddTools;

import type { LedgerEntry } from "@contract/schemas/kitchen";
import { post, segment } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Undoes a ledger entry with an entry of minus its stars. */
const undoLedgerEntry = kitchenChange({ request: (entryId: string) => post<LedgerEntry>(`/api/kitchen/ledger/${segment(entryId)}/undo`) });
export default undoLedgerEntry;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/undo-ledger-entry": typeof undoLedgerEntry;
  }
}

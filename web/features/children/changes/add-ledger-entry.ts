import type { LedgerBody, LedgerEntry } from "@contract/schemas/kitchen";
import { post } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** Stars given outside chores, or taken away (never below zero: the server says so). */
const addLedgerEntry = kitchenChange({ request: (body: LedgerBody) => post<LedgerEntry>("/api/kitchen/ledger", body satisfies LedgerBody) });
export default addLedgerEntry;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/add-ledger-entry": typeof addLedgerEntry;
  }
}

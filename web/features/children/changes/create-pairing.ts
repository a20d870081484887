import type { Pairing, PairingBody } from "@contract/schemas/kitchen-screens";
import { post } from "@web/lib/changes/define-change";
import { kitchenChange } from "../lib/kitchen-change";

/** A one-use code for pairing a kitchen screen, made with the account's password; no toast, the card shows the code. */
const createPairing = kitchenChange({ request: (body: PairingBody) => post<Pairing>("/api/kitchen/pairings", body satisfies PairingBody), success: null });
export default createPairing;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "children/create-pairing": typeof createPairing;
  }
}

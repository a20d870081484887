import type { ParentActionBody } from "@contract/schemas/kitchen-screen";
import type { Db } from "@worker/env";
import type { Outcome } from "@worker/services/effects";
import { approveCompletion, undoCompletion } from "./completions";
import { undoEntry } from "./ledger";
import { checkPin, type EffectSink } from "./pins";
import { approveRequest, declineRequest } from "./requests";
import type { KitchenCaller } from "./screens";

/**
 * A parent's action on the screen (docs/features/kitchen.md): the parent's PIN first (counted per
 * parent on every screen), then the same service the phone's call of the action runs, recorded as the screen's.
 */
export async function parentAction(db: Db, screen: KitchenCaller, body: ParentActionBody, sink: EffectSink): Promise<Outcome> {
  await checkPin(db, { screenId: screen.screenId, familyId: screen.familyId, memberId: body.parentId, pin: body.pin, parent: true }, sink);
  const actor = { screenId: screen.screenId };
  switch (body.action) {
    case "approve-request":
      return approveRequest(db, actor, screen.familyId, body.id);
    case "decline-request":
      return declineRequest(db, actor, screen.familyId, body.id);
    case "approve-completion":
      return approveCompletion(db, actor, screen.familyId, body.id);
    case "undo-completion":
      return undoCompletion(db, actor, screen.familyId, body.id);
    case "undo-entry":
      return undoEntry(db, actor, screen.familyId, body.id);
  }
}

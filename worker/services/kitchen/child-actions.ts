import type * as v from "valibot";
import type { RewardRequest } from "@contract/schemas/kitchen";
import type { askBody, TickAnswer, tickBody } from "@contract/schemas/kitchen-screen";
import type { Db } from "@worker/env";
import type { Outcome } from "@worker/services/effects";
import { tickChore } from "./completions";
import { checkPin, type EffectSink } from "./pins";
import { askReward } from "./requests";
import type { KitchenCaller } from "./screens";

/**
 * A child's tick or ask on the screen (docs/features/kitchen.md): the child's PIN first, here rather
 * than in a route, so no way in to a tick or an ask on a screen's behalf can skip it.
 */
export async function childTick(db: Db, screen: KitchenCaller, body: v.InferOutput<typeof tickBody>, sink: EffectSink): Promise<Outcome<TickAnswer>> {
  await checkChildPin(db, screen, body, sink);
  return tickChore(db, { screenId: screen.screenId }, screen, body);
}

export async function childAsk(db: Db, screen: KitchenCaller, body: v.InferOutput<typeof askBody>, sink: EffectSink): Promise<Outcome<RewardRequest>> {
  await checkChildPin(db, screen, body, sink);
  return askReward(db, { screenId: screen.screenId }, screen.familyId, body);
}

function checkChildPin(db: Db, screen: KitchenCaller, body: { memberId: string; pin?: string }, sink: EffectSink): Promise<void> {
  return checkPin(db, { screenId: screen.screenId, familyId: screen.familyId, memberId: body.memberId, pin: body.pin, parent: false }, sink);
}

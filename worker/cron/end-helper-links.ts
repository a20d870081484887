import { helperLinks } from "../db/schema";
import { notifyMessages } from "../fanout/producer";
import { endedLinks } from "../services/helpers/links";
import type { JobDeps } from "./purge-shopping";

/**
 * Deletes helpers' links past their end, with their devices (docs/features/helpers.md "Ends and
 * revoking"), and tells each family: the parents' list drops them, and a helper's page still open,
 * refetching on the notice, is refused (401) and says so. Every call was refused from the end
 * itself already; this keeps the table to the open links. Idempotent.
 */
export async function endHelperLinks(deps: Pick<JobDeps, "db" | "fanout">, now: number): Promise<{ ended: number }> {
  const ended = await deps.db.delete(helperLinks).where(endedLinks(now)).returning({ familyId: helperLinks.familyId });
  await deps.fanout.send(notifyMessages("members_updated", [...new Set(ended.map((row) => row.familyId))]));
  return { ended: ended.length };
}

import { refreshMessages } from "../fanout/producer";
import { claimDueSubscriptions } from "../services/outside-calendars/refresh";
import type { JobDeps } from "./purge-shopping";

/**
 * Hands the outside calendars due for a refresh to the fan-out queue (docs/features/outside-calendars.md
 * "Refreshing"), whose consumer fetches them: no cron run waits on anyone's server.
 */
export async function queueDueCalendars({ db, dbName, fanout }: Pick<JobDeps, "db" | "dbName" | "fanout">, now: number): Promise<{ queued: number }> {
  const ids = await claimDueSubscriptions(db, now);
  if (ids.length > 0) await fanout.send(refreshMessages(dbName, ids));
  return { queued: ids.length };
}

import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLIENT_ID_KEEP_MS, SECURITY_LOG_KEEP_MS } from "@contract/limits";
import { jobsByCron } from "@worker/cron/index";
import { expireTokens } from "@worker/cron/expire-tokens";
import { clientIds, securityEvents, sessions } from "@worker/db/schema";
import { iso } from "@worker/lib/time";
import { createUser, db } from "@test/helpers/factories";

const NOW = Date.parse("2026-11-24T12:00:00.000Z");
const SECOND = 1000;

describe("the expiry job", () => {
  it("runs every five minutes", () => {
    expect(jobsByCron["*/5 * * * *"]).toContain(expireTokens);
  });

  it("forgets phones' client ids once no queued add can still carry them, and keeps younger ones", async () => {
    const user = await createUser();
    const [old, young] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.insert(clientIds).values([
      { id: old, familyId: user.familyId, createdAt: iso(NOW - CLIENT_ID_KEEP_MS - SECOND) },
      { id: young, familyId: user.familyId, createdAt: iso(NOW - CLIENT_ID_KEEP_MS + SECOND) },
    ]);
    await expireTokens({ db }, NOW);
    const left = await db
      .select({ id: clientIds.id })
      .from(clientIds)
      .where(inArray(clientIds.id, [old, young]));
    expect(left).toEqual([{ id: young }]);
  });

  it("deletes expired sessions and security events past their keeping time, and nothing younger", async () => {
    const user = await createUser();
    const other = await createUser();
    await db
      .update(sessions)
      .set({ expiresAt: iso(NOW - SECOND) })
      .where(eq(sessions.id, user.sessionId));
    await db
      .update(sessions)
      .set({ expiresAt: iso(NOW + SECOND) })
      .where(eq(sessions.id, other.sessionId));
    const [oldEvent, youngEvent] = [crypto.randomUUID(), crypto.randomUUID()];
    await db.insert(securityEvents).values([
      { id: oldEvent, kind: "sign_in_failed", userId: user.id, client: "test", createdAt: iso(NOW - SECURITY_LOG_KEEP_MS - SECOND) },
      { id: youngEvent, kind: "sign_in_failed", userId: user.id, client: "test", createdAt: iso(NOW - SECURITY_LOG_KEEP_MS + SECOND) },
    ]);
    await expireTokens({ db }, NOW);
    const left = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(inArray(sessions.id, [user.sessionId, other.sessionId]));
    expect(left).toEqual([{ id: other.sessionId }]);
    const events = await db
      .select({ id: securityEvents.id })
      .from(securityEvents)
      .where(inArray(securityEvents.id, [oldEvent, youngEvent]));
    expect(events).toEqual([{ id: youngEvent }]);
  });
});

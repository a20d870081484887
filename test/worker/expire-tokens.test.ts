import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { KITCHEN_PIN_TRIES } from "@contract/kitchen-limits";
import { APP_ERRORS_KEEP_MS, APP_ERRORS_MAX, CLIENT_ID_KEEP_MS, SECURITY_LOG_KEEP_MS } from "@contract/limits";
import { jobsByCron } from "@worker/cron/index";
import { expireTokens } from "@worker/cron/expire-tokens";
import { appErrors, clientIds, kitchenPairings, kitchenPinTries, kitchenScreens, securityEvents, sessions } from "@worker/db/schema";
import { newId } from "@worker/lib/crypto";
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

  it("deletes app errors past their keeping time and keeps younger ones", async () => {
    const [old, young] = [newId(), newId()];
    const row = { level: "ERROR" as const, message: "boom", source: "GET /api/x" };
    await db.insert(appErrors).values([
      { ...row, id: old, createdAt: iso(NOW - APP_ERRORS_KEEP_MS - SECOND) },
      { ...row, id: young, createdAt: iso(NOW - APP_ERRORS_KEEP_MS + SECOND) },
    ]);
    await expireTokens({ db }, NOW);
    const left = await db
      .select({ id: appErrors.id })
      .from(appErrors)
      .where(inArray(appErrors.id, [old, young]));
    expect(left).toEqual([{ id: young }]);
  });

  it("keeps only the newest APP_ERRORS_MAX app errors, however young the older ones are", async () => {
    const base = NOW - 60 * SECOND;
    const rows = Array.from({ length: APP_ERRORS_MAX + 5 }, (_, index) => ({ id: `cap-${String(index).padStart(6, "0")}`, at: iso(base + index) }));
    for (let start = 0; start < rows.length; start += 2000) {
      await db.$client
        .prepare(
          "INSERT INTO app_errors (id, level, message, source, created_at) SELECT value->>'id', 'ERROR', 'burst', 'PROPFIND /caldav/*', value->>'at' FROM json_each(?1)",
        )
        .bind(JSON.stringify(rows.slice(start, start + 2000)))
        .run();
    }
    await expireTokens({ db }, NOW);
    const left = await db.$client
      .prepare("SELECT count(*) AS n, min(id) AS oldest FROM app_errors WHERE id LIKE 'cap-%'")
      .first<{ n: number; oldest: string }>();
    expect(left).toEqual({ n: APP_ERRORS_MAX, oldest: "cap-000005" });
  });

  it("deletes used and expired kitchen pairing codes and PIN tries past their window, and keeps the ones still counted", async () => {
    const user = await createUser();
    const screenId = newId();
    await db.insert(kitchenScreens).values({ id: screenId, familyId: user.familyId, name: "Køkur", tokenHash: newId(), createdAt: iso(NOW) });
    const code = (name: string, expiresAt: number, usedAt: number | null) => ({
      codeHash: `${name}-${newId()}`,
      familyId: user.familyId,
      createdBy: user.id,
      expiresAt: iso(expiresAt),
      usedAt: usedAt === null ? null : iso(usedAt),
      createdAt: iso(NOW - 60 * SECOND),
    });
    const codes = [code("expired", NOW - SECOND, null), code("used", NOW + 60 * SECOND, NOW - SECOND), code("open", NOW + 60 * SECOND, null)];
    await db.insert(kitchenPairings).values(codes);
    const [oldTry, youngTry] = [newId(), newId()];
    await db.insert(kitchenPinTries).values([
      { id: oldTry, screenId, memberId: user.memberId, at: iso(NOW - KITCHEN_PIN_TRIES.windowMs - SECOND) },
      { id: youngTry, screenId, memberId: user.memberId, at: iso(NOW - KITCHEN_PIN_TRIES.windowMs + SECOND) },
    ]);
    await expireTokens({ db }, NOW);
    const pairings = await db
      .select({ codeHash: kitchenPairings.codeHash })
      .from(kitchenPairings)
      .where(
        inArray(
          kitchenPairings.codeHash,
          codes.map((row) => row.codeHash),
        ),
      );
    expect(pairings).toEqual([{ codeHash: codes[2]!.codeHash }]);
    const tries = await db
      .select({ id: kitchenPinTries.id })
      .from(kitchenPinTries)
      .where(inArray(kitchenPinTries.id, [oldTry, youngTry]));
    expect(tries).toEqual([{ id: youngTry }]);
  });
});

import { and, eq, type SQL } from "drizzle-orm";
import type { SecurityEventKind } from "@contract/security-events";
import { securityEvents } from "@worker/db/schema";
import { directory, everyFamilyDb } from "./factories";

type EventRow = typeof securityEvents.$inferSelect;

/**
 * The security events matching `match`, once at least `count` are there: they are written after
 * the answer (waitUntil), so a test waits for them, up to `timeoutMs`. Read in every database: a
 * request that never reached an account logs in the directory, one of an account in its family's.
 */
export async function securityEventsOf(
  match: { kind?: SecurityEventKind; userId?: string; client?: string },
  count = 1,
  timeoutMs = 3_000,
): Promise<EventRow[]> {
  const conditions: SQL[] = [];
  if (match.kind) conditions.push(eq(securityEvents.kind, match.kind));
  if (match.userId) conditions.push(eq(securityEvents.userId, match.userId));
  if (match.client) conditions.push(eq(securityEvents.client, match.client));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const perDatabase = await Promise.all(
      [directory, ...everyFamilyDb()].map((db) =>
        db
          .select()
          .from(securityEvents)
          .where(and(...conditions)),
      ),
    );
    const rows = perDatabase.flat();
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

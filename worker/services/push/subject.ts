import { desc, eq, sql } from "drizzle-orm";
import { securityEvents } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { errorText } from "@worker/lib/error-text";
import { securityEventQuery } from "@worker/services/security-log";

/**
 * The VAPID contact (`sub`) is who every push service sees as the operator: the security log
 * holds it (`push_subject`) whenever pushes start going out with one other than the last logged,
 * so a changed contact is on record with its time. One statement decides, so isolates starting
 * together log it once between them.
 */
export async function logPushSubject(db: Db, subject: string, now = Date.now()): Promise<void> {
  const detail = JSON.stringify({ subject });
  const last = db
    .select({ detail: securityEvents.detail })
    .from(securityEvents)
    .where(eq(securityEvents.kind, "push_subject"))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(1);
  await securityEventQuery(
    db,
    { actorId: null, client: "push" },
    { kind: "push_subject", detail: { subject } },
    sql`coalesce((${last}), '') != ${detail}`,
    now,
  );
}

/** Contacts this isolate has logged (or is logging): after its first push, checking costs nothing. */
const loggedSubjects = new Set<string>();

/** Logs the contact at this isolate's first push with it; a failure to log never fails the push (the next push tries again). */
export async function notePushSubject(db: Db, subject: string): Promise<void> {
  if (loggedSubjects.has(subject)) return;
  loggedSubjects.add(subject);
  await logPushSubject(db, subject).catch((error: unknown) => {
    loggedSubjects.delete(subject);
    console.warn(`push subject not logged: ${errorText(error, 200)}`);
  });
}

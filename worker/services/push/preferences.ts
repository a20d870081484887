import { eq } from "drizzle-orm";
import { DEFAULT_PUSH_PREFERENCES, PUSH_KINDS, type PushKind, type PushPreferences } from "@contract/schemas/push";
import { pushPreferences } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { iso } from "@worker/lib/time";
import { type Outcome, outcome } from "@worker/services/effects";

/** A person's notification choices as stored: the kinds turned off, a JSON array. */
export type PreferencesRow = Pick<typeof pushPreferences.$inferSelect, "mutedKinds" | "morningHour" | "afternoonHour" | "eventLeadMinutes">;

const isKind = (value: unknown): value is PushKind => (PUSH_KINDS as readonly unknown[]).includes(value);

/** The stored row as choices; no row is the defaults. */
export function preferencesOf(row: PreferencesRow | null | undefined): PushPreferences {
  if (!row) return DEFAULT_PUSH_PREFERENCES;
  const muted = new Set((JSON.parse(row.mutedKinds) as unknown[]).filter(isKind));
  return {
    kinds: Object.fromEntries(PUSH_KINDS.map((kind) => [kind, !muted.has(kind)])) as PushPreferences["kinds"],
    morningHour: row.morningHour,
    afternoonHour: row.afternoonHour,
    eventLeadMinutes: row.eventLeadMinutes as PushPreferences["eventLeadMinutes"],
  };
}

export async function readPreferences(db: Db, userId: string): Promise<PushPreferences> {
  const [row] = await db.select().from(pushPreferences).where(eq(pushPreferences.userId, userId));
  return preferencesOf(row);
}

/** Replaces the person's choices with these. */
export async function writePreferences(db: Db, userId: string, preferences: PushPreferences, now = Date.now()): Promise<Outcome<PushPreferences>> {
  const values = {
    mutedKinds: JSON.stringify(PUSH_KINDS.filter((kind) => !preferences.kinds[kind])),
    morningHour: preferences.morningHour,
    afternoonHour: preferences.afternoonHour,
    eventLeadMinutes: preferences.eventLeadMinutes,
    updatedAt: iso(now),
  };
  await db
    .insert(pushPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: pushPreferences.userId, set: values });
  return outcome(200, preferences);
}

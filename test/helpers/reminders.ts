import { eq } from "drizzle-orm";
import type { Reminder, RemindersList } from "@contract/schemas/reminders";
import { reminders } from "@worker/db/schema";
import { call, json } from "./api";
import { everyFamilyDb, type TestUser } from "./factories";
import { heldPage } from "./pages";

export const postReminder = (user: Pick<TestUser, "token">, body: Record<string, unknown>) => call("POST", "/api/reminders", { token: user.token, body });

export async function reminderOf(user: Pick<TestUser, "token">, body: Record<string, unknown>): Promise<Reminder> {
  const response = await postReminder(user, body);
  if (response.status !== 201) throw new Error(`create: ${response.status} ${await response.text()}`);
  return json<Reminder>(response);
}

export const patchReminder = (user: Pick<TestUser, "token">, id: string, body: Record<string, unknown>) =>
  call("PATCH", `/api/reminders/${id}`, { token: user.token, body });

/** The list read's whole answer: open tasks, the first page of completed ones, their count and cursor. */
export async function getRemindersList(user: Pick<TestUser, "token" | "familyId">): Promise<RemindersList> {
  const response = await call("GET", `/api/families/${user.familyId}/reminders`, { token: user.token });
  if (response.status !== 200) throw new Error(`read: ${response.status}`);
  return heldPage<RemindersList>(response, "reminders", "completedCount");
}

/** The tasks the list read answers, open ones then the first page of completed ones. */
export const getReminders = async (user: Pick<TestUser, "token" | "familyId">): Promise<Reminder[]> => (await getRemindersList(user)).reminders;

export async function memberOf(user: Pick<TestUser, "token">, name: string, role?: string): Promise<{ id: string; name: string; role: string }> {
  const response = await call("POST", "/api/family-members", { token: user.token, body: role === undefined ? { name } : { name, role } });
  if (response.status !== 201) throw new Error(`member: ${response.status}`);
  return json(response);
}

/** The family's tasks, in every family database (a family's id names rows in its own only). */
export const reminderRows = async (familyId: string) =>
  (await Promise.all(everyFamilyDb().map((database) => database.select().from(reminders).where(eq(reminders.familyId, familyId))))).flat();

export const DAY_MS = 86_400_000;
export const isoIn = (ms: number) => new Date(Date.now() + ms).toISOString();

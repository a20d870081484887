import { and, eq, ne, sql } from "drizzle-orm";
import { pushMessages as m } from "@contract/messages";
import type { PushKind, PushPayload } from "@contract/schemas/push";
import { familyMembers, pushSubscriptions, shoppingItems, users } from "@worker/db/schema";
import type { Db } from "@worker/env";
import type { DatabaseName } from "@worker/db/databases";
import { type Fanout, pushEveryoneMessages } from "@worker/fanout/producer";
import { eachLimited } from "@worker/lib/each-limited";
import { type PushDeps, pushToUser } from "./devices";

/**
 * What the app tells people by push when something happens (docs/features/notifications.md). Each
 * runs after the answer of the request that caused it. A family's or a person's pushes go from that
 * invocation, a few users at a time (bounded by a family's size); a push to everyone goes through
 * the fan-out queue (worker/fanout/), a page of devices per message.
 */

const PUSH_CONCURRENCY = 6;

/** Pushes to several users, a few at a time; answers how many devices took it. */
export async function pushToUsers(deps: PushDeps, userIds: readonly string[], payload: PushPayload, kind: PushKind | null): Promise<number> {
  let sent = 0;
  await eachLimited([...new Set(userIds)], PUSH_CONCURRENCY, async (userId) => {
    sent += await pushToUser(deps, userId, payload, kind);
  });
  return sent;
}

/** A task assigned to a member with an account reaches that person, unless they assigned it themselves. */
export async function noticeTaskAssigned(deps: PushDeps, task: { familyId: string; memberId: string; id: string; title: string; byUserId: string }) {
  const [member] = await deps.db
    .select({ userId: familyMembers.userId })
    .from(familyMembers)
    .where(and(eq(familyMembers.id, task.memberId), eq(familyMembers.familyId, task.familyId)));
  if (!member?.userId || member.userId === task.byUserId) return 0;
  return pushToUser(deps, member.userId, { title: m.taskAssignedTitle, body: task.title, url: "/reminders", tag: `task-${task.id}` }, "taskAssigned");
}

/** The users of a family but one, who have a device subscribed. */
async function subscribedFamilyUsers(db: Db, familyId: string, except: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: users.id })
    .from(users)
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, users.id))
    .where(and(eq(users.familyId, familyId), ne(users.id, except)));
  return rows.map((row) => row.userId);
}

/** "Eg fari í handil": tells the rest of the family someone is on the way to the shop, with the open items' count. */
export async function noticeShoppingTrip(deps: PushDeps, trip: { familyId: string; userId: string; username: string }): Promise<number> {
  const [open] = await deps.db
    .select({ n: sql<number>`count(*)` })
    .from(shoppingItems)
    .where(and(eq(shoppingItems.familyId, trip.familyId), eq(shoppingItems.completed, false)));
  const recipients = await subscribedFamilyUsers(deps.db, trip.familyId, trip.userId);
  const payload = { title: m.shoppingTripTitle(trip.username), body: m.shoppingTripBody(open?.n ?? 0), url: "/shopping", tag: "shopping-trip" };
  return pushToUsers(deps, recipients, payload, "shoppingTrip");
}

/** A new administrator message reaches every user's devices that take support pushes: queued, a page of one database's devices per message. */
export async function noticeAdminMessage(deps: { fanout: Fanout; databases: readonly DatabaseName[] }, message: { id: string; title: string }): Promise<void> {
  const payload = { title: m.adminMessageTitle, body: message.title, url: "/support", tag: `admin-message-${message.id}` };
  await deps.fanout.send(pushEveryoneMessages("support", payload, deps.databases));
}

/** An administrator's answer to a ticket reaches its owner. */
export const noticeTicketAnswer = (deps: PushDeps, answer: { ticketId: string; ownerId: string; subject: string }) =>
  pushToUser(deps, answer.ownerId, { title: m.ticketAnswerTitle, body: answer.subject, url: "/support", tag: `ticket-${answer.ticketId}` }, "support");

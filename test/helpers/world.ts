import { env } from "cloudflare:workers";
import { sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import type { HomeLink } from "@contract/schemas/two-homes";
import * as schema from "@worker/db/schema";
import { issueLiveTicket } from "@worker/services/auth/live-tickets";
import { call, json } from "./api";
import { storedAppPassword } from "./caldav-client";
import { createUser, dbOf, dbOfFamily, type TestUser } from "./factories";
import { type KitchenWorld, seedKitchen } from "./kitchen";
import { seedHelper } from "./helpers";
import { uploaded } from "./photos";
import { savedRecipe } from "./recipes";
import { addChildMember, homeInvite, linkPath, linkTwoHomes, proposeSwap, setPattern } from "./two-homes";

/** A family with something of every kind, so an attack has real ids to aim at. */
export interface FamilyWorld {
  user: TestUser;
  listId: string;
  itemId: string;
  tickedItemId: string;
  extraMemberId: string;
  reminderId: string;
  completedReminderId: string;
  inviteId: string;
  inviteCode: string;
  liveTicket: string;
  eventId: string;
  /** A planned meal (in two days) whose ingredient is on the list. */
  mealId: string;
  ticketId: string;
  /** The user's app password for CalDAV, and its secret. */
  appPasswordId: string;
  appPassword: string;
  /** An outside calendar, stored without being fetched (nothing is queued, nothing leaves the test). */
  subscriptionId: string;
  /** A child, chores, a reward, a request and a paired kitchen screen (test/helpers/kitchen.ts). */
  kitchen: KitchenWorld;
  /** A child linked to a second home in the other family database, with a pattern, a one-off stretch and a swap each way; and that home's open code for another child. */
  twoHomes: { linkId: string; swapId: string; ownSwapId: string; exceptionId: string; homeInviteCode: string };
  /** A helper's link with every power, a device let in (its token) and one waiting, and a task assigned to the helper (test/helpers/helpers.ts). */
  helper: Awaited<ReturnType<typeof seedHelper>>;
  /** A photo of the family's album, its bytes in R2 (test/helpers/photos.ts). */
  photoId: string;
  /** A recipe of the family's box, with the album's photo as its picture. */
  recipeId: string;
}

/** An instant some days from now: a meal there is never in the past, whatever the family's zone. */
export const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

async function ok<T>(response: Promise<Response>, status = 200): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`seeding failed: ${answer.status} ${await answer.text()}`);
  return json<T>(answer);
}

export async function seedFamily(options: { isAdmin?: boolean } = {}): Promise<FamilyWorld> {
  const user = await createUser(options);
  const token = user.token;
  const list = await ok<ShoppingList>(call("POST", "/api/shopping-lists", { token, body: { familyId: user.familyId, name: "Handilslisti" } }), 201);
  const item = await ok<ShoppingItem>(call("POST", "/api/shopping-items", { token, body: { listId: list.id, name: "Mjólk", quantity: 2 } }), 201);
  const ticked = await ok<ShoppingItem>(call("POST", "/api/shopping-items", { token, body: { listId: list.id, name: "Smør" } }), 201);
  await ok(call("PATCH", `/api/shopping-items/${ticked.id}`, { token, body: { completed: true } }));
  const member = await ok<{ id: string }>(call("POST", "/api/family-members", { token, body: { name: "Rókur", role: "Sonur" } }), 201);
  const invite = await ok<{ code: string }>(call("POST", `/api/families/${user.familyId}/invites`, { token }), 201);
  const [openInvite] = await ok<{ id: string }[]>(call("GET", `/api/families/${user.familyId}/invites`, { token }));
  const reminder = await ok<{ id: string }>(call("POST", "/api/reminders", { token, body: { title: "Vaska bilin", assignedTo: member.id } }), 201);
  const done = await ok<{ id: string }>(call("POST", "/api/reminders", { token, body: { title: "Keypa gávu" } }), 201);
  await ok(call("PATCH", `/api/reminders/${done.id}`, { token, body: { completed: true } }));
  const event = await ok<{ id: string }>(
    call("POST", "/api/events", {
      token,
      body: { title: "Fótbóltsvenjing", startTime: "2026-03-17T17:00:00.000Z", endTime: "2026-03-17T18:30:00.000Z", recurrence: "weekly" },
    }),
    201,
  );
  const meal = await ok<{ id: string }>(
    call("POST", "/api/dinner-meals", { token, body: { title: "Ræst kjøt", scheduledDate: inDays(2), ingredients: ["Kartøflur"] } }),
    201,
  );
  const liveTicket = await issueLiveTicket(dbOf(user), user.db, { userId: user.id, familyId: user.familyId, sessionId: user.sessionId });
  const ticket = await ok<{ id: string }>(call("POST", "/api/support/tickets", { token, body: { subject: "Hjálp", description: "Ein spurningur" } }), 201);
  // Administrators have none.
  const appPassword = options.isAdmin ? { id: "no-app-password", password: "" } : await storedAppPassword(user.id);
  const subscriptionId = crypto.randomUUID();
  await dbOf(user).insert(schema.calendarSubscriptions).values({
    id: subscriptionId,
    familyId: user.familyId,
    url: "https://calendar.example.com/skulin.ics",
    name: "Skúlin",
    color: "#2563eb",
    nextRefreshAt: "2999-01-01T00:00:00.000Z",
    createdAt: new Date().toISOString(),
    createdBy: user.id,
  });
  const kitchen = await seedKitchen(user);
  const twoHomes = await seedTwoHomes(user);
  const helper = await seedHelper(user);
  const photo = await uploaded(token);
  const recipe = await savedRecipe(user, {
    title: "Ræst kjøt",
    servings: 4,
    ingredients: ["1 kg ræst kjøt", "2 dl rjómi"],
    tags: ["Vetur"],
    photoId: photo.id,
  });
  return {
    user,
    appPasswordId: appPassword.id,
    appPassword: appPassword.password,
    listId: list.id,
    itemId: item.id,
    tickedItemId: ticked.id,
    extraMemberId: member.id,
    reminderId: reminder.id,
    completedReminderId: done.id,
    inviteId: openInvite!.id,
    inviteCode: invite.code,
    liveTicket,
    eventId: event.id,
    mealId: meal.id,
    ticketId: ticket.id,
    subscriptionId,
    kitchen,
    twoHomes,
    helper,
    photoId: photo.id,
    recipeId: recipe.id,
  };
}

/** The world's two homes: the user's family hosts the link; the other home is in the other database. */
async function seedTwoHomes(user: TestUser): Promise<FamilyWorld["twoHomes"]> {
  const { linkId, dad } = await linkTwoHomes({ mum: user, dad: await createUser({ database: user.db === "DB_01" ? "DB_00" : "DB_01" }) });
  await ok(setPattern(user, linkId, { template: "7-7", startDate: "2026-01-05", firstHome: user.familyId }));
  const swap = (by: TestUser, from: string) => ({ from, to: from.replace(/-0\d$/, "-09"), home: by.familyId, respondBy: "2030-01-01" });
  const excepted = await ok<HomeLink>(
    call("POST", `${linkPath(user, linkId)}/exceptions`, { token: user.token, body: { from: "2030-12-24", to: "2030-12-26", home: user.familyId } }),
    201,
  );
  const theirs = await ok<HomeLink>(proposeSwap(dad, linkId, swap(dad, "2030-02-02")), 201);
  const ours = await ok<HomeLink>(proposeSwap(user, linkId, swap(user, "2030-03-02")), 201);
  const code = await ok<{ code: string }>(homeInvite(dad, await addChildMember(dad, "Sára")), 201);
  return {
    linkId,
    swapId: theirs.swaps[0]!.id,
    ownSwapId: ours.swaps.find((each) => each.proposedBy === user.familyId)!.id,
    exceptionId: excepted.exceptions[0]!.id,
    homeInviteCode: code.code,
  };
}

/**
 * Every row that belongs to a family or its users, as JSON: compared before and after an attack
 * to prove the attack changed nothing. `last_seen_at` is left out: reading with a valid session
 * may refresh it, which is not a change of family data.
 */
export async function snapshotFamily(familyId: string): Promise<string> {
  const db = await dbOfFamily(familyId);
  // The family's users by a subquery, not a list of ids: a family many tests joined has more users than D1 binds values.
  const ofUsers = (column: SQLiteColumn) => sql`${column} IN (SELECT id FROM users WHERE family_id = ${familyId})`;
  const familyTables = [
    schema.familyMembers,
    schema.familyInvites,
    schema.events,
    schema.shoppingLists,
    schema.shoppingItems,
    schema.purchases,
    schema.reminders,
    schema.dinnerMeals,
    schema.mealIngredients,
    schema.childLinks,
    schema.homeLinkInvites,
    schema.custodySwaps,
    schema.otherHomeEvents,
    schema.photos,
    schema.recipes,
  ] as const;
  const familyReads = [
    db.select().from(schema.families).where(sql`${schema.families.id} = ${familyId}`),
    ...familyTables.map((table) => db.select().from(table).where(sql`${table.familyId} = ${familyId}`).orderBy(sql`1`)),
  ] as const;
  const userReads = [
    db.select().from(schema.users).where(ofUsers(schema.users.id)),
    db
      .select({ id: schema.sessions.id, userId: schema.sessions.userId, expiresAt: schema.sessions.expiresAt })
      .from(schema.sessions)
      .where(ofUsers(schema.sessions.userId))
      .orderBy(schema.sessions.id),
    db.select().from(schema.authTokens).where(ofUsers(schema.authTokens.userId)).orderBy(schema.authTokens.tokenHash),
    db.select().from(schema.supportTickets).where(ofUsers(schema.supportTickets.userId)).orderBy(schema.supportTickets.id),
    db
      .select({ response: schema.ticketResponses })
      .from(schema.ticketResponses)
      .innerJoin(schema.supportTickets, sql`${schema.supportTickets.id} = ${schema.ticketResponses.ticketId}`)
      .where(ofUsers(schema.supportTickets.userId))
      .orderBy(schema.ticketResponses.id),
    db.select().from(schema.adminMessageReads).where(ofUsers(schema.adminMessageReads.userId)),
    db.select().from(schema.appPasswords).where(ofUsers(schema.appPasswords.userId)).orderBy(schema.appPasswords.id),
  ];
  // One round trip (a snapshot is taken twice per route in the security tests), read as the awaited queries would be.
  const parts: unknown[] = await db.batch([...familyReads, ...userReads]);
  return JSON.stringify(parts);
}

/**
 * The security log and the limiters' counts: a refused request is meant to write there (its event;
 * an attempt that costs a hash or a mail counts even when it fails later), so tableCounts leaves them out.
 */
const BOOKKEEPING_TABLES = ["security_events", "throttle_hits", "dav_sign_in_failures"] as const;

/** Row counts of every table but the bookkeeping ones: a cheap proof that a run of bad requests wrote nothing anywhere. */
export async function tableCounts(options: { bookkeeping?: boolean } = {}): Promise<Record<string, number>> {
  const left = options.bookkeeping ? "" : ` AND name NOT IN (${BOOKKEEPING_TABLES.map((name) => `'${name}'`).join(", ")})`;
  const counts: Record<string, number> = {};
  // Every database, the directory and each family database, each table counted as `DB_01.events`.
  for (const name of Object.keys(env).filter((key) => key === "DB" || /^DB_\d{2}$/.test(key))) {
    const database = env[name as "DB"];
    const tables = await database
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'${left}`)
      .all<{ name: string }>();
    const results = await database.batch<{ n: number }>(tables.results.map((table) => database.prepare(`SELECT count(*) AS n FROM "${table.name}"`)));
    tables.results.forEach((table, index) => {
      counts[`${name}.${table.name}`] = results[index]!.results[0]!.n;
    });
  }
  return counts;
}

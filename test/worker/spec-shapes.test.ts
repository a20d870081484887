import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { call } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { ROUTES, splitKey } from "@test/helpers/route-matrix";
import { seedFamily } from "@test/helpers/world";

/**
 * The answers the two specifications give their calls (family app §3 and §7, administrator area
 * §3 and §7), as a client written from them reads them: loose objects with the fields the specs
 * name, arrays where the specs say list, array or rows. Fields we add are allowed; a changed shape
 * (an object where an array was, a missing field) is not. Paging travels in headers, so a paged
 * read is still the spec's array (docs/api.md "Paging in headers").
 */
const text = v.string();
const instant = v.string();
const maybe = <S extends v.GenericSchema>(schema: S) => v.nullish(schema);
const listOf = <E extends v.ObjectEntries>(entries: E) => v.array(v.looseObject(entries));

const user = v.looseObject({ id: text, username: text, familyId: maybe(text) });
const event = {
  id: text,
  familyId: text,
  createdBy: maybe(text),
  title: text,
  description: maybe(text),
  startTime: instant,
  endTime: instant,
  location: maybe(text),
  recurrence: text,
  recurrenceEnds: maybe(instant),
  daysOfWeek: maybe(v.array(v.number())),
};
const shoppingItem = { id: text, listId: text, name: text, quantity: v.number(), completed: v.boolean(), addedBy: maybe(text) };
const reminder = {
  id: text,
  title: text,
  description: maybe(text),
  dueDate: maybe(instant),
  priority: v.picklist(["low", "medium", "high"]),
  assignedTo: maybe(text),
  assignedMember: maybe(v.looseObject({ name: text })),
  completed: v.boolean(),
  completedAt: maybe(instant),
  createdAt: instant,
};
const meal = {
  id: text,
  title: text,
  scheduledDate: instant,
  completed: v.boolean(),
  completedAt: maybe(instant),
  ingredients: listOf({ ingredientName: text }),
};
const ticketResponse = { id: text, message: text, createdAt: instant, isAdminResponse: v.boolean() };
const ticket = {
  id: text,
  subject: text,
  description: text,
  status: v.picklist(["open", "in_progress", "closed"]),
  priority: text,
  createdAt: instant,
  responses: listOf(ticketResponse),
};
const adminUser = {
  id: text,
  username: text,
  email: text,
  createdAt: instant,
  isAdmin: v.boolean(),
  familyId: maybe(text),
  family: maybe(v.looseObject({ name: text })),
};
const counts = { events: v.number(), reminders: v.number(), shoppingItems: v.number(), meals: v.number() };

/** Every call of the specs' §7 tables whose answer they give, with that answer's shape. */
const SPEC_ANSWERS: Record<string, v.GenericSchema> = {
  // Family app, §7.
  "GET /api/auth/me": user,
  "POST /api/auth/login": v.looseObject({ token: text, user }),
  "POST /api/auth/register": v.looseObject({ message: text }),
  "GET /api/families/:familyId/events": listOf(event),
  "POST /api/events": v.looseObject(event),
  "GET /api/families/:familyId/shopping-lists": listOf({ id: text, familyId: text, name: text, items: listOf(shoppingItem) }),
  "POST /api/shopping-lists": v.looseObject({ id: text, familyId: text, name: text }),
  "POST /api/shopping-items": v.looseObject(shoppingItem),
  "GET /api/families/:familyId/shopping-statistics": listOf({ itemName: text, totalQuantity: v.number(), purchaseCount: v.number(), lastPurchased: instant }),
  "GET /api/families/:familyId/members": listOf({ id: text, name: text }),
  "POST /api/family-members": v.looseObject({ id: text, name: text }),
  "GET /api/families/:familyId/reminders": listOf(reminder),
  "POST /api/reminders": v.looseObject(reminder),
  "GET /api/families/:familyId/dinner-meals": listOf(meal),
  "GET /api/admin-messages": listOf({ id: text, title: text, message: text, createdAt: instant, isRead: v.boolean(), readAt: maybe(instant) }),
  "GET /api/support/tickets": listOf(ticket),
  // Administrator area, §7.
  "GET /api/admin/messages": listOf({
    id: text,
    title: text,
    message: text,
    createdAt: instant,
    readCount: v.number(),
    totalUsers: v.number(),
    readPercentage: v.number(),
  }),
  "GET /api/admin/stats": v.looseObject({
    totalUsers: v.number(),
    verifiedUsers: v.number(),
    totalEvents: v.number(),
    totalReminders: v.number(),
    totalShoppingItems: v.number(),
  }),
  "GET /api/admin/detailed-stats": v.looseObject({
    daily: v.looseObject({ ...counts, logins: v.number() }),
    accumulated: v.looseObject(counts),
    weeklyTrend: listOf({ date: text, ...counts, newUsers: v.number() }),
    weeklyAccumulatedTrend: listOf({ date: text, totalItems: v.number() }),
  }),
  "GET /api/admin/support/tickets": listOf({ ...ticket, user: v.looseObject({ username: text, email: text }) }),
  "GET /api/admin/password-resets": listOf({ id: text, username: text, email: text, resetAt: instant }),
  "GET /api/admin/users": listOf(adminUser),
  "GET /api/admin/users/today": listOf(adminUser),
  "GET /api/admin/users/unverified": listOf(adminUser),
  "GET /api/admin/users/no-family": listOf(adminUser),
  "GET /api/admin/users/active": listOf({
    userId: text,
    username: text,
    email: text,
    familyName: maybe(text),
    shoppingCount: v.number(),
    eventsCount: v.number(),
    remindersCount: v.number(),
    mealsCount: v.number(),
    totalActivity: v.number(),
  }),
  "GET /api/admin/login-analytics": listOf({ hour: v.union([text, v.number()]), recentLogins: v.number() }),
  // "Daily and weekly shopping items": lists whose fields the spec does not show.
  "GET /api/admin/shopping/daily": listOf({}),
  "GET /api/admin/shopping/weekly": listOf({}),
  "POST /api/admin/users/:id/resend-verification": v.looseObject({ user: v.looseObject({ email: text }) }),
  "POST /api/admin/users/:id/verify": v.looseObject({ user: v.looseObject({ username: text }) }),
  "GET /api/admin/system/auth": v.looseObject({
    activeSessions: v.number(),
    totalRegisteredUsers: v.number(),
    jwtSettings: v.looseObject({ algorithm: text, expiresIn: text }),
    recentLogins: listOf({ username: text, email: text, createdAt: instant }),
  }),
  "GET /api/admin/system/database": v.looseObject({
    databaseSize: v.unknown(),
    version: v.unknown(),
    host: v.unknown(),
    tables: listOf({ tablename: text, schemaname: text }),
  }),
  "GET /api/admin/system/logs": v.looseObject({
    systemStatus: text,
    uptime: v.number(),
    errorLogs: v.array(v.unknown()),
    recentActivity: v.array(v.unknown()),
  }),
  "GET /api/admin/system/backup": v.looseObject({
    backupStatus: text,
    lastBackup: maybe(text),
    exportFormats: v.array(text),
    tables: listOf({ tablename: text, schemaname: text, row_count: v.number() }),
  }),
};

const ACTS_ON_A_USER = new Set(["POST /api/admin/users/:id/resend-verification", "POST /api/admin/users/:id/verify"]);

const issuesOf = (schema: v.GenericSchema, body: unknown) =>
  v.safeParse(schema, body).issues?.map((issue) => `${v.getDotPath(issue) ?? "(answer)"}: ${issue.message}`) ?? [];

describe("the answers the specs give their calls", () => {
  it("names only declared routes", () => {
    expect(Object.keys(SPEC_ANSWERS).filter((key) => !ROUTES[key])).toEqual([]);
  });

  it.each(Object.keys(SPEC_ANSWERS))("%s answers the shape the spec gives", async (key) => {
    const route = ROUTES[key]!;
    const world = await seedFamily({ isAdmin: route.access === "admin" });
    const request = route.request(world);
    // The declarations' examples aim these at no user (404); the spec's answer needs a real one to act on.
    const target = ACTS_ON_A_USER.has(key) ? (await createUser({ verified: false })).id : null;
    const path = target ? splitKey(key).path.replace(":id", target) : request.path;
    const response = await call(splitKey(key).method, path, { token: world.user.token, body: request.body, headers: request.headers });
    expect(response.status, key).toBe(target ? 200 : route.ownStatus);
    expect(issuesOf(SPEC_ANSWERS[key]!, await response.json()), key).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { taskMessages as t } from "@contract/task-messages";
import { dinnerMeals, events, familyMembers, mealIngredients, shoppingItems } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, type TestUser, twoFamilies } from "../helpers/factories";
import { openLive } from "../helpers/live";

/**
 * The adds a phone may make offline under an id of its own (docs/features/offline.md "No
 * duplicates"), beyond items and tasks (their own suites): a replay answers the stored row with 200
 * and no live message, a row deleted since 404 and nothing comes back, another family's id 409.
 */
const kinds = [
  {
    name: "calendar events",
    path: "/api/events",
    body: (title: string) => ({ title, startTime: "2030-09-01T17:00:00.000Z", endTime: "2030-09-01T18:00:00.000Z" }),
    remove: (id: string) => `/api/events/${id}`,
    rows: (familyId: string) => db.select({ id: events.id, title: events.title }).from(events).where(eq(events.familyId, familyId)),
    live: "events_updated",
  },
  {
    name: "family members",
    path: "/api/family-members",
    body: (title: string) => ({ name: title }),
    remove: (id: string) => `/api/family-members/${id}`,
    rows: async (familyId: string) =>
      (
        await db
          .select({ id: familyMembers.id, title: familyMembers.name, userId: familyMembers.userId })
          .from(familyMembers)
          .where(eq(familyMembers.familyId, familyId))
      )
        .filter((row) => row.userId === null)
        .map(({ id, title }) => ({ id, title })),
    live: "members_updated",
  },
  {
    name: "dinner meals",
    path: "/api/dinner-meals",
    body: (title: string) => ({ title, scheduledDate: "2030-09-01T18:00:00.000Z", ingredients: ["Hýsa", "Smør"] }),
    remove: (id: string) => `/api/dinner-meals/${id}`,
    // The meal, and what it adds with it: a replay must add no second set of ingredients or items.
    rows: async (familyId: string) => {
      const meals = await db.select({ id: dinnerMeals.id, title: dinnerMeals.title }).from(dinnerMeals).where(eq(dinnerMeals.familyId, familyId));
      const ingredients = await db.select().from(mealIngredients).where(eq(mealIngredients.familyId, familyId));
      const items = await db.select().from(shoppingItems).where(eq(shoppingItems.familyId, familyId));
      expect(ingredients).toHaveLength(meals.length * 2);
      expect(items).toHaveLength(meals.length * 2);
      return meals;
    },
    live: "dinner_meals_updated",
  },
] as const;

const post = (user: TestUser, path: string, body: object) => call("POST", path, { token: user.token, body });

describe.each(kinds)("a client id on $name", (kind) => {
  it("is the row's id; a replay answers the stored row with 200, adds no second and tells no phone", async () => {
    const user = await createUser();
    const id = crypto.randomUUID();
    const first = await post(user, kind.path, { id, ...kind.body("Offline") });
    expect(first.status).toBe(201);
    expect(await json(first)).toMatchObject({ id });
    const live = await openLive(user);
    await live.drain();
    const replay = await post(user, kind.path, { id: id.toUpperCase(), ...kind.body("Aftur") });
    expect(replay.status).toBe(200);
    expect(await json(replay)).toMatchObject({ id });
    expect(await kind.rows(user.familyId)).toEqual([{ id, title: "Offline" }]);
    expect(await live.silentFor(300)).toBe(true);
    // The socket would have heard it: a new row's add is told.
    await post(user, kind.path, kind.body("Annað"));
    expect(await live.next()).toMatchObject({ type: kind.live });
    live.close();
  });

  it("answers 404 to a replay of a row deleted since, and brings nothing back", async () => {
    const user = await createUser();
    const id = crypto.randomUUID();
    await post(user, kind.path, { id, ...kind.body("Offline") });
    expect((await call("DELETE", kind.remove(id), { token: user.token })).status).toBe(204);
    const replay = await post(user, kind.path, { id, ...kind.body("Offline") });
    expect(replay.status).toBe(404);
    expect(await errorBody(replay)).toEqual({ message: m.notFound, code: "not_found" });
    expect(await kind.rows(user.familyId)).toEqual([]);
  });

  it("answers 409 to another family's id and changes nothing on either side", async () => {
    const { alice, mallory } = await twoFamilies({ oneDatabase: true });
    const id = crypto.randomUUID();
    await post(alice, kind.path, { id, ...kind.body("Hjá Alice") });
    const clash = await post(mallory, kind.path, { id, ...kind.body("Stolið") });
    expect(clash.status).toBe(409);
    expect(await errorBody(clash)).toEqual({ message: t.clientIdTaken, code: "conflict" });
    expect(await kind.rows(alice.familyId)).toEqual([{ id, title: "Hjá Alice" }]);
    expect(await kind.rows(mallory.familyId)).toEqual([]);
  });

  it("refuses an id that is not a UUID with 400 and stores nothing", async () => {
    const user = await createUser();
    for (const id of ["abc", 42, "", "00000000-0000-0000-0000-00000000000g"]) {
      expect((await post(user, kind.path, { id, ...kind.body("Ógilt") })).status).toBe(400);
    }
    expect(await kind.rows(user.familyId)).toEqual([]);
  });
});

describe("a client id on support tickets", () => {
  const ticket = (subject: string) => ({ subject, description: "Skrivað offline." });
  const ticketsOf = async (user: TestUser) =>
    (await json<{ id: string; subject: string }[]>(await call("GET", "/api/support/tickets", { token: user.token }))).map(({ id, subject }) => ({
      id,
      subject,
    }));

  it("is the ticket's id; a replay answers the stored ticket with 200 and files no second", async () => {
    const user = await createUser();
    const id = crypto.randomUUID();
    expect((await post(user, "/api/support/tickets", { id, ...ticket("Offline") })).status).toBe(201);
    const replay = await post(user, "/api/support/tickets", { id, ...ticket("Aftur") });
    expect(replay.status).toBe(200);
    expect(await json(replay)).toMatchObject({ id, subject: "Offline", responses: [] });
    expect(await ticketsOf(user)).toEqual([{ id, subject: "Offline" }]);
  });

  it("answers 409 to an id another user's ticket holds, in the same family or not, and files nothing", async () => {
    const owner = await createUser();
    const id = crypto.randomUUID();
    await post(owner, "/api/support/tickets", { id, ...ticket("Mín") });
    for (const other of [await createUser({ familyId: owner.familyId }), await createUser()]) {
      const clash = await post(other, "/api/support/tickets", { id, ...ticket("Stolið") });
      expect(clash.status).toBe(409);
      expect(await errorBody(clash)).toEqual({ message: t.clientIdTaken, code: "conflict" });
      expect(await ticketsOf(other)).toEqual([]);
    }
    expect(await ticketsOf(owner)).toEqual([{ id, subject: "Mín" }]);
  });
});

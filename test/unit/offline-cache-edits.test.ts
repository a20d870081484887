import { describe, expect, it } from "vitest";
import type { CalendarEvent } from "@contract/schemas/events";
import type { ShoppingList } from "@contract/schemas/shopping";
import { removeEvent, retitleEvent, upsertEvent } from "@web/features/calendar/lib/events-cache";
import { pendingEvent } from "@web/features/calendar/lib/pending-event";
import { birthdayInMembers } from "@web/features/family/lib/birthday-cache";
import { pendingMember, removeMember, renameInMembers, upsertMember } from "@web/features/family/reads/members-cache";
import { pictureOf } from "@web/features/meals/reads/meal-picture";
import { pendingMeal, removeMeal, updateMeal, upsertMeal, withoutMealItems } from "@web/features/meals/lib/meals-cache";
import { pendingTicket, withTicket } from "@web/features/support/lib/tickets-cache";
import { shoppingItem } from "./helpers/shopping-item";

/** The optimistic edits of the changes queued offline beyond items and tasks: what a row looks like while it waits. */

const id = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

describe("calendar events", () => {
  const body = {
    id,
    familyId: "f1",
    createdBy: "u1",
    title: "  Svimjing  ",
    description: "",
    startTime: "2026-12-01T17:00:00+00:00",
    endTime: "2026-12-01T18:00:00.000Z",
    location: " Høllin ",
    recurrence: "none" as const,
    recurrenceEnds: "2027-01-01T00:00:00.000Z",
    daysOfWeek: [3],
  };

  it("draws a new event as the server will answer it, with the client's id and the times chosen", () => {
    expect(pendingEvent(body)).toEqual({
      id,
      familyId: "f1",
      createdBy: "u1",
      title: "Svimjing",
      description: null,
      startTime: "2026-12-01T17:00:00.000Z",
      endTime: "2026-12-01T18:00:00.000Z",
      location: "Høllin",
      recurrence: "none",
      recurrenceEnds: null,
      daysOfWeek: null,
      // Who sees it: the family, unless the dialog chose otherwise.
      visibility: "family",
      sharedLinkId: null,
      // About nobody in particular, unless the dialog named someone.
      forMembers: [],
      countdown: false,
    });
  });

  it("draws nothing the server would refuse (its toast says why)", () => {
    expect(pendingEvent({ ...body, endTime: "2026-12-01T16:00:00.000Z" })).toBeNull();
    expect(upsertEvent([], null)).toEqual([]);
  });

  it("adds, replaces by id, renames and removes", () => {
    const drawn = pendingEvent(body) as CalendarEvent;
    const once = upsertEvent([], drawn);
    const answered = upsertEvent(once, { ...drawn, title: "Svimjing í Havn" });
    expect(answered.map((event) => event.title)).toEqual(["Svimjing í Havn"]);
    expect(retitleEvent(answered, id, " Fótbóltur ")[0]?.title).toBe("Fótbóltur");
    expect(removeEvent(answered, id)).toEqual([]);
  });
});

describe("dinner meals", () => {
  const scheduledDate = "2026-12-01T18:00:00.000Z";
  const meal = pendingMeal({ id, title: "Ræst kjøt", scheduledDate, ingredients: ["Kjøt", "Epli"] });

  it("draws a planned meal open, with its ingredients and its picture, when it has one", () => {
    expect(meal).toEqual({
      id,
      title: "Ræst kjøt",
      scheduledDate,
      completed: false,
      completedAt: null,
      ingredients: [{ ingredientName: "Kjøt" }, { ingredientName: "Epli" }],
      photoId: null,
      recipeId: null,
      servings: null,
      weekly: false,
    });
    expect(pictureOf(meal)).toBeNull();
    expect(pictureOf(pendingMeal({ id, title: "Fiskur", scheduledDate, ingredients: [], photoId: "p1" }))).toBe("p1");
    expect(upsertMeal(upsertMeal([], meal), meal)).toEqual([meal]);
  });

  it("renames, completes keeping the first completion time, reopens, sets a picture and weekly, and removes", () => {
    const now = "2026-12-01T20:00:00.000Z";
    expect(updateMeal([meal], id, { title: " Skerpikjøt " }, now)[0]?.title).toBe("Skerpikjøt");
    const done = updateMeal([meal], id, { completed: true }, now);
    expect(done[0]).toMatchObject({ completed: true, completedAt: now });
    expect(updateMeal(done, id, { completed: true }, "2026-12-02T00:00:00.000Z")[0]?.completedAt).toBe(now);
    expect(updateMeal(done, id, { completed: false }, now)[0]).toMatchObject({ completed: false, completedAt: null });
    expect(updateMeal([meal], id, { photoId: "p1" }, now)[0]?.photoId).toBe("p1");
    expect(updateMeal([meal], id, { weekly: true }, now)[0]?.weekly).toBe(true);
    expect(removeMeal([meal], id)).toEqual([]);
  });

  it("takes the meal's unticked items off the shopping list, as deleting it does on the server", () => {
    const item = (itemId: string, name: string, fields: Partial<ShoppingList["items"][number]> = {}) =>
      shoppingItem({ id: itemId, name, mealScheduledDate: scheduledDate, ...fields });
    const lists: ShoppingList[] = [
      {
        id: "l1",
        familyId: "f1",
        name: "Handilslisti",
        items: [
          item("a", "Kjøt (Matarætlan)"),
          item("b", "Epli (Matarætlan)", { completed: true }),
          item("c", "Kjøt (Matarætlan)", { mealScheduledDate: "2026-12-02T18:00:00.000Z" }),
          item("d", "Mjólk", { mealScheduledDate: null }),
          item("e", "Epli (Matarætlan)"),
        ],
      },
    ];
    expect(withoutMealItems(lists, meal)[0]?.items.map((left) => left.id)).toEqual(["b", "c", "d"]);
  });
});

describe("family members", () => {
  it("draws a member added on the phone without an account, then renames, gives a birthday and removes", () => {
    const member = pendingMember({ id, name: "Ommu", role: "Familiemedlem" });
    expect(member).toEqual({ id, name: "Ommu", role: "Familiemedlem", hasAccount: false, birthday: null });
    const members = upsertMember(upsertMember([], member), member);
    expect(members).toEqual([member]);
    expect(renameInMembers(members, id, " Omma ")[0]?.name).toBe("Omma");
    expect(birthdayInMembers(members, id, "1950-04-02")[0]?.birthday).toBe("1950-04-02");
    expect(removeMember(members, id)).toEqual([]);
  });
});

describe("support tickets", () => {
  it("draws a question filed offline first, open, without responses, and once", () => {
    const older = pendingTicket({ id: "t0", subject: "Fyrri", description: "..." }, "2026-11-01T10:00:00.000Z");
    const ticket = pendingTicket({ id, subject: "Hjálp", description: "Listin hvarv" }, "2026-12-01T10:00:00.000Z");
    expect(ticket).toEqual({
      id,
      subject: "Hjálp",
      description: "Listin hvarv",
      status: "open",
      priority: "medium",
      createdAt: "2026-12-01T10:00:00.000Z",
      responses: [],
    });
    expect(withTicket(withTicket([older], ticket), ticket).map((shown) => shown.id)).toEqual([id, "t0"]);
  });
});

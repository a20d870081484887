import { afterEach, describe, expect, it, vi } from "vitest";
import { dehydrate, hydrate, MutationObserver, onlineManager, QueryClient, type MutationKey } from "@tanstack/react-query";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import type { SupportTicketsList } from "@contract/schemas/support";
import { registerFamilyWrites } from "@web/app/layout/family-writes";
import type { KeptEvents } from "@web/features/calendar/api/get-events";
import { toasts } from "@web/components/ui/toast/toast-store";
import { adminMessagesQueryKey } from "@web/lib/reads/admin-messages";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping";
import { resourceKeys } from "@web/lib/resource-keys";
import { keepUnsentWrite, resumeQueuedWrites } from "@web/lib/write-queue";
import { shoppingItem } from "./helpers/shopping-item";

/** Every page's changes as the app registers them: queued offline in one order, kept across a reload, sent once each. */

const familyId = "f1";
const eventsKey = [...resourceKeys.events, familyId];
const mealsKey = [...resourceKeys.dinnerMeals, familyId];
const listsKey = shoppingListsQueryKey(familyId);
const ticketsKey = resourceKeys.supportTickets;
const eventId = "0b6a7d1e-2f3c-4d5e-8f60-718293a4b5c6";
const ticketId = "1c7b8e2f-3a4d-4e5f-9a71-8293a4b5c6d7";
const scheduledDate = "2026-12-01T18:00:00.000Z";

const meal: DinnerMeal = { id: "m1", title: "Ræst kjøt", scheduledDate, completed: false, completedAt: null, ingredients: [{ ingredientName: "Kjøt" }] };
const message: UserAdminMessage = { id: "a1", title: "Dagføring", message: "...", createdAt: "2026-11-01T10:00:00.000Z", isRead: false, readAt: null };

function signedInClient(): QueryClient {
  const queryClient = new QueryClient();
  registerFamilyWrites(queryClient);
  queryClient.setQueryData<KeptEvents>(eventsKey, { events: [], finishedNotKept: 0, nextBefore: null });
  queryClient.setQueryData<DinnerMealsList>(mealsKey, { meals: [meal], completedCount: 0, nextBefore: null });
  queryClient.setQueryData<ShoppingList[]>(listsKey, [
    { id: "l1", familyId, name: "Handilslisti", items: [shoppingItem({ id: "i1", name: "Kjøt (Matarætlan)", mealScheduledDate: scheduledDate })] },
  ]);
  queryClient.setQueryData<SupportTicketsList>(ticketsKey, { tickets: [], closedCount: 0, nextBefore: null });
  queryClient.setQueryData<UserAdminMessage[]>(adminMessagesQueryKey, [message]);
  return queryClient;
}

/** A change made on a page: only its key, as a replay finds it; the options are the registered ones. */
const make = (queryClient: QueryClient, mutationKey: MutationKey, variables: object) =>
  void new MutationObserver<unknown, Error, object>(queryClient, { mutationKey }).mutate(variables).catch(() => undefined);

const event = {
  id: eventId,
  familyId,
  createdBy: "u1",
  title: "Svimjing",
  description: "",
  startTime: "2026-12-01T17:00:00.000Z",
  endTime: "2026-12-01T18:00:00.000Z",
  location: "",
  recurrence: "none",
  recurrenceEnds: null,
  daysOfWeek: null,
};

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  toasts.value = [];
});

describe("the changes every page queues offline", () => {
  it("are registered in the one scope, held while offline", () => {
    const queryClient = new QueryClient();
    registerFamilyWrites(queryClient);
    const keys = [
      ["events", "create"],
      ["events", "rename"],
      ["events", "delete"],
      ["dinner-meals", "create"],
      ["dinner-meals", "rename"],
      ["dinner-meals", "complete"],
      ["dinner-meals", "delete"],
      ["members", "create"],
      ["members", "rename"],
      ["members", "delete"],
      ["support-tickets", "create"],
      ["admin-messages", "read"],
    ];
    for (const key of keys) expect(queryClient.getMutationDefaults(key)).toMatchObject({ scope: { id: "family-writes" }, networkMode: "online" });
  });

  it("show at once, survive a reload, are sent once each in the order made, without toasts; one deleted elsewhere is dropped", async () => {
    onlineManager.setOnline(false);
    const first = signedInClient();
    make(first, ["events", "create"], event);
    make(first, ["dinner-meals", "delete"], { familyId, id: meal.id, meal: { scheduledDate, ingredients: meal.ingredients } });
    make(first, ["support-tickets", "create"], { id: ticketId, subject: "Hjálp", description: "Listin hvarv" });
    make(first, ["admin-messages", "read"], { id: message.id });
    make(first, ["events", "rename"], { familyId, id: eventId, title: "Svimjing í Havn" });

    await expect
      .poll(() => first.getQueryData<KeptEvents>(eventsKey)?.events.map(({ id, title }) => ({ id, title })))
      .toEqual([{ id: eventId, title: "Svimjing í Havn" }]);
    expect(first.getQueryData(mealsKey)).toEqual({ meals: [], completedCount: 0, nextBefore: null });
    expect(first.getQueryData<ShoppingList[]>(listsKey)?.[0]?.items).toEqual([]);
    expect(first.getQueryData<SupportTicketsList>(ticketsKey)?.tickets.map((ticket) => ticket.id)).toEqual([ticketId]);
    expect(first.getQueryData<UserAdminMessage[]>(adminMessagesQueryKey)?.[0]?.isRead).toBe(true);

    // The reload, still offline: a new client restores the kept copy, and nothing is sent yet.
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
      sent.push(`${init.method} ${path}`);
      // The meal was deleted on another phone meanwhile.
      if (init.method === "DELETE") return new Response('{"message":"Ikki funnið","code":"not_found"}', { status: 404 });
      return new Response(init.body ?? null, { status: init.method === "POST" && init.body ? 201 : 200 });
    });
    const kept = JSON.parse(JSON.stringify(dehydrate(first, { shouldDehydrateMutation: keepUnsentWrite })));
    first.getMutationCache().clear();
    const second = new QueryClient();
    registerFamilyWrites(second);
    second.mount();
    hydrate(second, kept);
    const replay = resumeQueuedWrites(second);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await replay;
    expect(sent).toEqual([
      "POST /api/events",
      `DELETE /api/dinner-meals/${meal.id}`,
      "POST /api/support/tickets",
      `POST /api/admin-messages/${message.id}/read`,
      `PATCH /api/events/${eventId}`,
    ]);
    expect(toasts.value).toEqual([]);
    expect(second.getMutationCache().getAll().filter(keepUnsentWrite)).toEqual([]);
    second.unmount();
  });

  it("roll a meal for a day that ended meanwhile back, with the server's reason", async () => {
    const queryClient = signedInClient();
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response('{"message":"Vel í dag ella ein seinni dag","code":"invalid_body"}', { status: 400, headers: { "Content-Type": "application/json" } }),
    );
    make(queryClient, ["dinner-meals", "create"], { id: eventId, familyId, title: "Gomul máltíð", scheduledDate, ingredients: [] });
    await expect
      .poll(() => toasts.value.map(({ title, description }) => ({ title, description })))
      .toEqual([{ title: "Villa", description: "Vel í dag ella ein seinni dag" }]);
    expect(queryClient.getQueryData(mealsKey)).toEqual({ meals: [meal], completedCount: 0, nextBefore: null });
  });
});

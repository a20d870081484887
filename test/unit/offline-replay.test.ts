import { afterEach, describe, expect, it, vi } from "vitest";
import { dehydrate, hydrate, MutationObserver, onlineManager, QueryClient, type MutationKey } from "@tanstack/react-query";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import type { DinnerMeal, DinnerMealsList } from "@contract/schemas/meals";
import type { ShoppingList } from "@contract/schemas/shopping";
import type { SupportTicketsList } from "@contract/schemas/support";
import { PHONE_CHANGE_FILES } from "@web/app/change-files";
import type { KeptEvents } from "@web/features/calendar/reads/get-events";
import { toasts } from "@web/components/ui/toast/toast-store";
import { changeKey, installChanges, registerKeptChanges } from "@web/lib/changes/change-table";
import { fromOlderApp } from "@web/lib/query-persist";
import { keyOfToday } from "@web/lib/changes/older-keys";
import { adminMessagesQueryKey } from "@web/lib/reads/admin-messages";
import { shoppingListsQueryKey } from "@web/lib/reads/shopping/shopping-lists";
import { resourceKeys } from "@web/lib/resource-keys";
import { keepUnsentWrite, resumeQueuedWrites, WRITE_QUEUE_SCOPE } from "@web/lib/write-queue";
import { shoppingItem } from "./helpers/shopping-item";

/**
 * Every page's offline changes as the app replays them, from the change files' table (web/app/changes.ts):
 * queued offline in one order, kept across a reload, sent once each.
 */

installChanges(PHONE_CHANGE_FILES);

/** The offline changes this test makes, by name: each is registered from its key alone, as a replay after a reload does. */
const OFFLINE_CHANGES = [
  "calendar/create-event",
  "calendar/rename-event",
  "calendar/delete-event",
  "meals/create-meal",
  "meals/rename-meal",
  "meals/complete-meal",
  "meals/stop-weekly",
  "meals/delete-meal",
  "family/create-member",
  "family/rename-member",
  "family/delete-member",
  "support/create-ticket",
  "support/mark-message-read",
];
const registerOfflineChanges = (queryClient: QueryClient) => registerKeptChanges(queryClient, OFFLINE_CHANGES.map(changeKey));

const familyId = "f1";
const eventsKey = [...resourceKeys.events, familyId];
const mealsKey = [...resourceKeys.dinnerMeals, familyId];
const listsKey = shoppingListsQueryKey(familyId);
const ticketsKey = resourceKeys.supportTickets;
const eventId = "0b6a7d1e-2f3c-4d5e-8f60-718293a4b5c6";
const ticketId = "1c7b8e2f-3a4d-4e5f-9a71-8293a4b5c6d7";
const scheduledDate = "2026-12-01T18:00:00.000Z";

const meal: DinnerMeal = {
  id: "m1",
  title: "Ræst kjøt",
  scheduledDate,
  completed: false,
  completedAt: null,
  ingredients: [{ ingredientName: "Kjøt" }],
  photoId: null,
  recipeId: null,
  servings: null,
  weekly: false,
};
const message: UserAdminMessage = { id: "a1", title: "Dagføring", message: "...", createdAt: "2026-11-01T10:00:00.000Z", isRead: false, readAt: null };

async function signedInClient(): Promise<QueryClient> {
  const queryClient = new QueryClient();
  await registerOfflineChanges(queryClient);
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
const make = (queryClient: QueryClient, name: string, variables: object) => makeUnder(queryClient, changeKey(name), variables);
const makeUnder = (queryClient: QueryClient, mutationKey: MutationKey, variables: object) =>
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
  it("are registered in the one scope, held while offline", async () => {
    const queryClient = new QueryClient();
    await registerOfflineChanges(queryClient);
    for (const name of OFFLINE_CHANGES)
      expect(queryClient.getMutationDefaults(changeKey(name)), name).toMatchObject({ scope: { id: "family-writes" }, networkMode: "online" });
  });

  it("show at once, survive a reload, are sent once each in the order made, without toasts; one deleted elsewhere is dropped", async () => {
    onlineManager.setOnline(false);
    const first = await signedInClient();
    make(first, "calendar/create-event", event);
    make(first, "meals/delete-meal", { familyId, id: meal.id, meal: { scheduledDate, ingredients: meal.ingredients } });
    make(first, "support/create-ticket", { id: ticketId, subject: "Hjálp", description: "Listin hvarv" });
    make(first, "support/mark-message-read", { id: message.id });
    make(first, "calendar/rename-event", { familyId, id: eventId, title: "Svimjing í Havn" });

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
    await registerKeptChanges(
      second,
      kept.mutations.map((mutation: { mutationKey?: MutationKey }) => mutation.mutationKey),
    );
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

  it("stop a weekly dinner at once offline, and send the stop once when back online", async () => {
    onlineManager.setOnline(false);
    const queryClient = await signedInClient();
    // Mounted, as the app's client is: coming online resumes what waited.
    queryClient.mount();
    queryClient.setQueryData<DinnerMealsList>(mealsKey, { meals: [{ ...meal, weekly: true }], completedCount: 0, nextBefore: null });
    const sent: string[] = [];
    vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
      sent.push(`${init.method} ${path} ${String(init.body)}`);
      return new Response(JSON.stringify({ ...meal, weekly: false }), { status: 200 });
    });
    make(queryClient, "meals/stop-weekly", { familyId, id: meal.id, body: { weekly: false } });
    await expect.poll(() => queryClient.getQueryData<DinnerMealsList>(mealsKey)?.meals[0]?.weekly).toBe(false);
    expect(sent).toEqual([]);
    onlineManager.setOnline(true);
    await expect.poll(() => sent).toEqual([`PATCH /api/dinner-meals/${meal.id} {"weekly":false}`]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sent).toHaveLength(1);
    queryClient.unmount();
  });

  it("roll a meal for a day that ended meanwhile back, with the server's reason", async () => {
    const queryClient = await signedInClient();
    vi.stubGlobal(
      "fetch",
      async () =>
        new Response('{"message":"Vel í dag ella ein seinni dag","code":"invalid_body"}', { status: 400, headers: { "Content-Type": "application/json" } }),
    );
    make(queryClient, "meals/create-meal", { id: eventId, familyId, title: "Gomul máltíð", scheduledDate, ingredients: [] });
    await expect
      .poll(() => toasts.value.map(({ title, description }) => ({ title, description })))
      .toEqual([{ title: "Villa", description: "Vel í dag ella ein seinni dag" }]);
    expect(queryClient.getQueryData(mealsKey)).toEqual({ meals: [meal], completedCount: 0, nextBefore: null });
  });

  it("replay a change the older app kept under its old key by its new declaration, with the same variables", async () => {
    onlineManager.setOnline(false);
    // The older app: the member queued under ["members", "create"], before changes were declared as files.
    const older = new QueryClient();
    const member = { familyId, id: "2d8c9f30-4b5e-4f60-8b82-93a4b5c6d7e8", name: "Bárður", role: "Pápi" };
    makeUnder(older, ["members", "create"], member);
    await expect.poll(() => older.getMutationCache().getAll().filter(keepUnsentWrite).length).toBe(1);
    const stored = JSON.parse(JSON.stringify(dehydrate(older, { shouldDehydrateMutation: keepUnsentWrite })));
    older.getMutationCache().clear();

    const sent: { call: string; body: unknown }[] = [];
    vi.stubGlobal("fetch", async (path: string, init: RequestInit) => {
      sent.push({ call: `${init.method} ${path}`, body: typeof init.body === "string" ? JSON.parse(init.body) : null });
      const { familyId: _family, ...answered } = member;
      return Response.json({ ...answered, hasAccount: false }, { status: 201 });
    });
    const kept = fromOlderApp({ timestamp: Date.now(), buster: "3", clientState: stored }, keyOfToday);
    expect(kept.clientState.mutations.map((mutation) => mutation.mutationKey)).toEqual([changeKey("family/create-member")]);
    const today = new QueryClient();
    await registerKeptChanges(
      today,
      kept.clientState.mutations.map((mutation) => mutation.mutationKey),
    );
    expect(today.getMutationDefaults(changeKey("family/create-member"))).toMatchObject({ scope: WRITE_QUEUE_SCOPE });
    today.mount();
    hydrate(today, kept.clientState);
    onlineManager.setOnline(true);
    await resumeQueuedWrites(today);
    expect(sent).toEqual([{ call: "POST /api/family-members", body: { id: member.id, name: member.name, role: member.role } }]);
    await expect.poll(() => today.getMutationCache().getAll().filter(keepUnsentWrite)).toEqual([]);
    today.unmount();
  });
});

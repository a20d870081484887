import { describe, expect, it } from "vitest";
import { QueryClient, type MutationKey } from "@tanstack/react-query";
import { registerFamilyWrites } from "@web/app/layout/family-writes";
import { calendarChanges } from "@web/features/calendar/lib/calendar-changes";
import { familyChanges } from "@web/features/family/lib/family-changes";
import { mealsChanges } from "@web/features/meals/lib/meals-changes";
import { shoppingChanges } from "@web/features/shopping/lib/shopping-changes";
import { supportChanges } from "@web/features/support/lib/support-changes";
import { tasksChanges } from "@web/features/tasks/lib/tasks-changes";
import { WRITE_QUEUE_SCOPE } from "@web/lib/write-queue";

/**
 * The pages' changes loaded on use (web/lib/changes-on-use.ts) and the offline queue's registrations
 * must be the same options: a change made offline and replayed after a reload finds its call and its
 * cache edits by its key alone (web/app/layout/family-writes.ts).
 */
/** What this test reads of a change's options. */
interface Options {
  mutationKey?: MutationKey;
  scope?: { id: string };
  mutationFn?: unknown;
}

const pages: Record<string, Record<string, Options>> = {
  shopping: shoppingChanges,
  calendar: calendarChanges,
  tasks: tasksChanges,
  meals: mealsChanges,
  family: familyChanges,
  support: supportChanges,
};

describe("the pages' changes on use", () => {
  const queryClient = new QueryClient();
  registerFamilyWrites(queryClient);
  const queued = Object.entries(pages).flatMap(([page, changes]) =>
    Object.entries(changes)
      .filter(([, options]) => options.scope?.id === WRITE_QUEUE_SCOPE.id)
      .map(([name, options]) => ({ change: `${page}.${name}`, options })),
  );

  it("include every change the offline queue holds, each under its own key", () => {
    const keys = queued.map(({ options }) => JSON.stringify(options.mutationKey));
    expect(new Set(keys).size).toBe(keys.length);
    expect(queued.length).toBeGreaterThanOrEqual(19);
  });

  it("are registered for the queue's replay with the very same options", () => {
    const unregistered = queued
      .filter(({ options }) => queryClient.getMutationDefaults(options.mutationKey ?? []).mutationFn !== options.mutationFn)
      .map(({ change }) => change);
    expect(unregistered).toEqual([]);
  });

  it("that the queue does not hold need the connection ('Eg fari í handil', a reply, an invite taken back)", () => {
    const online = [shoppingChanges.announce, supportChanges.reply, familyChanges.revokeInvite];
    expect(online.map((options) => options.scope?.id)).toEqual([undefined, undefined, undefined]);
  });
});

import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { call, errorBody } from "../helpers/api";
import { twoFamilies } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { getReminders, memberOf, patchReminder, postReminder, reminderOf, reminderRows } from "../helpers/reminders";
import { snapshotFamily } from "../helpers/world";

describe("tasks and members across families", () => {
  it("every task and member route refuses a request without a token with 401 and writes nothing", async () => {
    const { alice } = await twoFamilies();
    const member = await memberOf(alice, "Rókur");
    const task = await reminderOf(alice, { title: "Hjá Alice", assignedTo: member.id });
    const before = await snapshotFamily(alice.familyId);
    const requests: [string, string, unknown?][] = [
      ["GET", `/api/families/${alice.familyId}/reminders`],
      ["POST", "/api/reminders", { title: "X" }],
      ["PATCH", `/api/reminders/${task.id}`, { completed: true }],
      ["DELETE", `/api/reminders/${task.id}`],
      ["PATCH", `/api/family-members/${member.id}`, { name: "X" }],
      ["DELETE", `/api/family-members/${member.id}`],
      ["GET", `/api/families/${alice.familyId}/invites`],
    ];
    for (const [method, path, body] of requests) {
      const response = await call(method, path, { body });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect((await errorBody(response)).code).toBe("unauthenticated");
    }
    expect(await snapshotFamily(alice.familyId)).toBe(before);
  });

  it("another family can neither read, assign to, complete, rename nor delete a family's tasks and members", async () => {
    const { alice, mallory } = await twoFamilies();
    const member = await memberOf(alice, "Rókur");
    const task = await reminderOf(alice, { title: "Hjá Alice", assignedTo: member.id });
    const before = await snapshotFamily(alice.familyId);

    const read = await call("GET", `/api/families/${alice.familyId}/reminders`, { token: mallory.token });
    expect(read.status).toBe(403);
    expect(await errorBody(read)).toEqual({ message: m.forbidden, code: "forbidden" });
    expect((await postReminder(mallory, { title: "Til Rókur", assignedTo: member.id })).status).toBe(404);
    expect((await patchReminder(mallory, task.id, { completed: true })).status).toBe(404);
    expect((await call("DELETE", `/api/reminders/${task.id}`, { token: mallory.token })).status).toBe(404);
    expect((await call("PATCH", `/api/family-members/${member.id}`, { token: mallory.token, body: { name: "X" } })).status).toBe(404);
    expect((await call("DELETE", `/api/family-members/${member.id}`, { token: mallory.token })).status).toBe(404);
    expect((await call("GET", `/api/families/${alice.familyId}/invites`, { token: mallory.token })).status).toBe(403);

    expect(await snapshotFamily(alice.familyId)).toBe(before);
    expect(await reminderRows(mallory.familyId)).toEqual([]);
    expect(await getReminders(mallory)).toEqual([]);
  });

  it("a family's task changes reach only that family's phones", async () => {
    const { alice, mallory } = await twoFamilies();
    const aliceLive = await openLive(alice);
    const malloryLive = await openLive(mallory);
    await aliceLive.drain();
    await malloryLive.drain();
    await reminderOf(alice, { title: "Bara hjá Alice" });
    expect(await aliceLive.next()).toMatchObject({ type: "reminders_updated" });
    expect(await malloryLive.silentFor(300)).toBe(true);
    aliceLive.close();
    malloryLive.close();
  });
});

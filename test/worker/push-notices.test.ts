import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { call, json } from "../helpers/api";
import { createUser } from "../helpers/factories";
import { pushesTo, received, withPhone } from "../helpers/push";

const VAPID_PUBLIC_KEY = env.VAPID_PUBLIC_KEY!;

/** After the notice that was awaited has landed, no further push is on its way to anyone (the afterAnswer work ran with it). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe("a task assigned to a member with an account", () => {
  it("reaches that person's devices only, and nobody when they assigned it themselves", async () => {
    const parent = await createUser();
    const child = await createUser({ familyId: parent.familyId });
    const stranger = await createUser();
    const [parentPhone, childPhone, strangerPhone] = [await withPhone(parent), await withPhone(child), await withPhone(stranger)];

    const created = await call("POST", "/api/reminders", { token: parent.token, body: { title: "Rudda kamarið", assignedTo: child.memberId } });
    const task = await json<{ id: string }>(created);
    expect(await received(childPhone, 1)).toEqual([{ title: m.taskAssignedTitle, body: "Rudda kamarið", url: "/reminders", tag: `task-${task.id}` }]);

    await call("POST", "/api/reminders", { token: child.token, body: { title: "Lesa bók", assignedTo: child.memberId } });
    await settle();
    expect(await pushesTo(childPhone, VAPID_PUBLIC_KEY)).toHaveLength(1);
    expect(await pushesTo(parentPhone, VAPID_PUBLIC_KEY)).toEqual([]);
    expect(await pushesTo(strangerPhone, VAPID_PUBLIC_KEY)).toEqual([]);
  });

  it("a member without an account, or no assignee, pushes to nobody", async () => {
    const parent = await createUser();
    const other = await createUser({ familyId: parent.familyId });
    const phone = await withPhone(other);
    const member = await json<{ id: string }>(await call("POST", "/api/family-members", { token: parent.token, body: { name: "Ommi" } }));
    await call("POST", "/api/reminders", { token: parent.token, body: { title: "Ringja", assignedTo: member.id } });
    await call("POST", "/api/reminders", { token: parent.token, body: { title: "Keypa mjólk" } });
    await settle();
    expect(await pushesTo(phone, VAPID_PUBLIC_KEY)).toEqual([]);
  });
});

describe("POST /api/push/shopping-trip ('Eg fari í handil')", () => {
  it("tells the rest of the family, with the open items' count, and nobody else", async () => {
    const shopper = await createUser();
    const home = await createUser({ familyId: shopper.familyId });
    const stranger = await createUser();
    const [shopperPhone, homePhone, strangerPhone] = [await withPhone(shopper), await withPhone(home), await withPhone(stranger)];
    const list = await json<{ id: string }>(await call("POST", "/api/shopping-lists", { token: shopper.token, body: {} }));
    for (const name of ["Mjólk", "Brey", "Smør"]) await call("POST", "/api/shopping-items", { token: home.token, body: { listId: list.id, name } });

    const response = await call("POST", "/api/push/shopping-trip", { token: shopper.token });
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ sent: 1 });
    expect(await pushesTo(homePhone, VAPID_PUBLIC_KEY)).toEqual([
      { title: m.shoppingTripTitle(shopper.username), body: m.shoppingTripBody(3), url: "/shopping", tag: "shopping-trip" },
    ]);
    expect(await pushesTo(shopperPhone, VAPID_PUBLIC_KEY)).toEqual([]);
    expect(await pushesTo(strangerPhone, VAPID_PUBLIC_KEY)).toEqual([]);
  });
});

describe("administrators' messages and answers", () => {
  it("a new administrator message reaches every subscribed user", async () => {
    const admin = await createUser({ isAdmin: true });
    const [alice, bob] = [await createUser(), await createUser()];
    const [alicePhone, bobPhone] = [await withPhone(alice), await withPhone(bob)];
    const created = await call("POST", "/api/admin/messages", { token: admin.token, body: { title: "Viðlíkahald", message: "Í kvøld kl. 22" } });
    const { id } = await json<{ id: string }>(created);
    const expected = { title: m.adminMessageTitle, body: "Viðlíkahald", url: "/support", tag: `admin-message-${id}` };
    expect(await received(alicePhone, 1)).toContainEqual(expected);
    expect(await received(bobPhone, 1)).toContainEqual(expected);
  });

  it("an administrator's answer reaches the ticket's owner only, by either reply route", async () => {
    const admin = await createUser({ isAdmin: true });
    const owner = await createUser();
    const other = await createUser({ familyId: owner.familyId });
    const [ownerPhone, otherPhone] = [await withPhone(owner), await withPhone(other)];
    const ticket = await json<{ id: string }>(
      await call("POST", "/api/support/tickets", { token: owner.token, body: { subject: "Innrita", description: "Hjálp" } }),
    );
    await call("POST", `/api/admin/support/tickets/${ticket.id}/responses`, { token: admin.token, body: { message: "We are on it" } });
    await call("POST", `/api/support/tickets/${ticket.id}/responses`, { token: admin.token, body: { message: "Done" } });
    const expected = { title: m.ticketAnswerTitle, body: "Innrita", url: "/support", tag: `ticket-${ticket.id}` };
    expect(await received(ownerPhone, 2)).toEqual([expected, expected]);
    // The owner's own reply pushes to nobody.
    await call("POST", `/api/support/tickets/${ticket.id}/responses`, { token: owner.token, body: { message: "Takk" } });
    await settle();
    expect(await pushesTo(ownerPhone, VAPID_PUBLIC_KEY)).toHaveLength(2);
    expect(await pushesTo(otherPhone, VAPID_PUBLIC_KEY)).toEqual([]);
  });
});

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiMessages as m } from "@contract/messages";
import { taskMessages as t } from "@contract/task-messages";
import type { FamilyMember, OpenInvite } from "@contract/schemas/families";
import { familyInvites, familyMembers, reminders, users } from "@worker/db/schema";
import { removeMemberQueries } from "@worker/services/family/families";
import { failingStatement } from "../helpers/atomic";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db, twoFamilies, type TestUser } from "../helpers/factories";
import { openLive } from "../helpers/live";
import { getReminders, memberOf, reminderOf } from "../helpers/reminders";

const members = async (user: TestUser) => json<FamilyMember[]>(await call("GET", `/api/families/${user.familyId}/members`, { token: user.token }));
const rename = (user: TestUser, id: string, body: unknown) => call("PATCH", `/api/family-members/${id}`, { token: user.token, body });
const remove = (user: TestUser, id: string) => call("DELETE", `/api/family-members/${id}`, { token: user.token });
const invites = async (user: TestUser) => json<OpenInvite[]>(await call("GET", `/api/families/${user.familyId}/invites`, { token: user.token }));
const newInvite = (user: TestUser) => call("POST", `/api/families/${user.familyId}/invites`, { token: user.token });

describe("POST /api/family-members", () => {
  it("refuses a blank or missing name with 400 and stores nothing", async () => {
    const user = await createUser();
    for (const body of [{ name: "   " }, { role: "Mamma" }, { name: "x".repeat(201) }]) {
      const response = await call("POST", "/api/family-members", { token: user.token, body });
      expect(response.status).toBe(400);
      expect([m.nameBlank, m.required, m.nameTooLong]).toContain((await errorBody(response)).message);
    }
    expect(await members(user)).toHaveLength(1);
  });

  it("answers a new member as one without an account", async () => {
    const user = await createUser();
    expect(await memberOf(user, "Rókur")).toEqual({ id: expect.any(String), name: "Rókur", role: "Familiemedlem", hasAccount: false, birthday: null });
  });
});

describe("PATCH /api/family-members/:id", () => {
  it("renames a member, and their tasks answer the new name", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur", "Sonur");
    await reminderOf(user, { title: "Vaska", assignedTo: member.id });
    const response = await rename(user, member.id, { name: "  Rókur Jákup " });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ id: member.id, name: "Rókur Jákup", role: "Sonur", hasAccount: false, birthday: null });
    expect((await getReminders(user))[0]!.assignedMember).toEqual({ name: "Rókur Jákup" });
  });

  it("renames a member with an account too (the member name, not the username)", async () => {
    const user = await createUser();
    const response = await rename(user, user.memberId, { name: "Mamma" });
    expect(await json(response)).toMatchObject({ name: "Mamma", hasAccount: true });
  });

  it("refuses a blank name and unknown fields with 400, and another family's member with 404", async () => {
    const { alice, mallory } = await twoFamilies();
    const member = await memberOf(alice, "Rókur");
    expect((await rename(alice, member.id, { name: " " })).status).toBe(400);
    expect((await rename(alice, member.id, { name: "A", role: "B" })).status).toBe(400);
    expect((await rename(mallory, member.id, { name: "Stolið" })).status).toBe(404);
    expect((await members(alice)).map((row) => row.name)).toContain("Rókur");
  });

  it("tells the family's phones members_updated and reminders_updated", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const live = await openLive(user);
    // A new socket is first told of the family's recent changes (the member just created).
    await live.drain();
    await rename(user, member.id, { name: "Rókur Jákup" });
    const types = [await live.next(), await live.next()].map((message) => (message as { type: string }).type).sort();
    expect(types).toEqual(["members_updated", "reminders_updated"]);
    live.close();
  });
});

describe("DELETE /api/family-members/:id", () => {
  it("removes a member without an account and leaves their tasks unassigned", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const other = await memberOf(user, "Turið");
    await reminderOf(user, { title: "Hansara", assignedTo: member.id });
    await reminderOf(user, { title: "Hennara", assignedTo: other.id });
    expect((await remove(user, member.id)).status).toBe(204);
    expect((await members(user)).map((row) => row.name)).toEqual([user.username, "Turið"]);
    const list = await getReminders(user);
    expect(list.map((reminder) => [reminder.title, reminder.assignedTo, reminder.assignedMember])).toEqual([
      ["Hansara", null, null],
      ["Hennara", other.id, { name: "Turið" }],
    ]);
  });

  it("un-assigns and removes in one batch: when the batch fails, neither happens", async () => {
    const user = await createUser();
    const member = await memberOf(user, "Rókur");
    const task = await reminderOf(user, { title: "Hansara", assignedTo: member.id });
    await expect(db.batch([...removeMemberQueries(db, user.familyId, member.id), failingStatement(db)])).rejects.toThrow();
    expect((await db.select().from(reminders).where(eq(reminders.id, task.id)))[0]!.assignedTo).toBe(member.id);
    expect(await db.select().from(familyMembers).where(eq(familyMembers.id, member.id))).toHaveLength(1);
  });

  it("refuses a member with an account with 409 and keeps their tasks assigned", async () => {
    const user = await createUser();
    await reminderOf(user, { title: "Mítt", assignedTo: user.memberId });
    const response = await remove(user, user.memberId);
    expect(response.status).toBe(409);
    expect(await errorBody(response)).toEqual({ message: t.memberHasAccount, code: "conflict" });
    expect((await getReminders(user))[0]!.assignedTo).toBe(user.memberId);
    expect(await members(user)).toHaveLength(1);
  });

  it("answers 404 for another family's member (with or without an account) and touches nothing", async () => {
    const { alice, mallory } = await twoFamilies();
    const member = await memberOf(alice, "Rókur");
    await reminderOf(alice, { title: "Hansara", assignedTo: member.id });
    expect((await remove(mallory, member.id)).status).toBe(404);
    expect((await remove(mallory, alice.memberId)).status).toBe(404);
    expect((await members(alice)).map((row) => row.id)).toEqual([alice.memberId, member.id]);
    expect((await getReminders(alice))[0]!.assignedTo).toBe(member.id);
  });
});

describe("open invites", () => {
  it("lists the family's unexpired invites, oldest first, with who made them and no code", async () => {
    const { alice, mallory } = await twoFamilies();
    const first = await json<{ code: string; expiresAt: string }>(await newInvite(alice));
    await newInvite(alice);
    await newInvite(mallory);
    await db.insert(familyInvites).values({
      id: crypto.randomUUID(),
      familyId: alice.familyId,
      codeHash: "expired-hash",
      createdBy: alice.id,
      expiresAt: "2020-01-01T00:00:00.000Z",
      createdAt: "2019-12-25T00:00:00.000Z",
    });
    const list = await invites(alice);
    expect(list).toHaveLength(2);
    expect(list[0]).toEqual({ id: expect.any(String), createdAt: expect.any(String), expiresAt: first.expiresAt, createdBy: alice.username });
    expect(JSON.stringify(list)).not.toContain(first.code);
  });

  it("revokes an invite: its code stops working at once", async () => {
    const owner = await createUser();
    const { code } = await json<{ code: string }>(await newInvite(owner));
    const [invite] = await invites(owner);
    expect((await call("DELETE", `/api/families/${owner.familyId}/invites/${invite!.id}`, { token: owner.token })).status).toBe(204);
    expect(await invites(owner)).toEqual([]);
    const joiner = await createUser();
    await db.update(users).set({ familyId: null }).where(eq(users.id, joiner.id));
    await db.delete(familyMembers).where(eq(familyMembers.userId, joiner.id));
    const joined = await call("POST", "/api/families/join", { token: joiner.token, body: { code } });
    expect(joined.status).toBe(400);
    expect((await errorBody(joined)).message).toBe(m.inviteInvalid);
  });

  it("refuses another family's invite: 403 through their path, 404 through one's own", async () => {
    const { alice, mallory } = await twoFamilies();
    await newInvite(alice);
    const [invite] = await invites(alice);
    expect((await call("DELETE", `/api/families/${alice.familyId}/invites/${invite!.id}`, { token: mallory.token })).status).toBe(403);
    expect((await call("DELETE", `/api/families/${mallory.familyId}/invites/${invite!.id}`, { token: mallory.token })).status).toBe(404);
    expect(await invites(alice)).toHaveLength(1);
  });
});

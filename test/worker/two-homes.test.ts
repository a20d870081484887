import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { custodyDays } from "@contract/custody";
import type { HomeLink } from "@contract/schemas/two-homes";
import { twoHomesMessages as h } from "@contract/two-homes-messages";
import { syncLink } from "@worker/services/two-homes/sync";
import { call, errorBody, json } from "../helpers/api";
import { createUser, dbOf } from "../helpers/factories";
import { acceptHome, addChildMember, answerSwap, homeInvite, homesOf, linkPath, linkTwoHomes, proposeSwap, setPattern } from "../helpers/two-homes";

const linkOf = async (user: Parameters<typeof homesOf>[0]) => (await homesOf(user)).links[0]!;

describe("linking a child's two homes", () => {
  it("links two families in two databases: each home sees the child under its own member, with the other home's name", async () => {
    const { mum, mumChild, dad, dadChild, linkId } = await linkTwoHomes({ name: "Óli" });
    expect(mum.db).not.toBe(dad.db);
    const mumView = await linkOf(mum);
    const dadView = await linkOf(dad);
    expect(mumView).toMatchObject({ id: linkId, memberId: mumChild, name: "Óli", otherFamily: { id: dad.familyId }, pattern: null });
    expect(dadView).toMatchObject({ id: linkId, memberId: dadChild, name: "Óli", otherFamily: { id: mum.familyId } });
    // The child was added to dad's family as a child without an account; mum's family is unchanged.
    const members = await json<{ id: string; name: string; hasAccount: boolean }[]>(
      await call("GET", `/api/families/${dad.familyId}/members`, { token: dad.token }),
    );
    expect(members.find((member) => member.id === dadChild)).toMatchObject({ name: "Óli", hasAccount: false });
  });

  it("takes one of the accepting family's own children instead of adding one", async () => {
    const mum = await createUser();
    const dad = await createUser({ database: "DB_01" });
    const invite = await json<{ code: string }>(await homeInvite(mum, await addChildMember(mum)));
    const own = await addChildMember(dad, "Óli Dávur");
    const link = await json<HomeLink>(await acceptHome(dad, invite.code, own));
    expect(link.memberId).toBe(own);
    expect(link.name).toBe("Óli Dávur");
  });

  it("spends the code once: a second home using it is refused and gets no link", async () => {
    const mum = await createUser();
    const invite = await json<{ code: string }>(await homeInvite(mum, await addChildMember(mum)));
    const [first, second] = await Promise.all([acceptHome(await createUser({ database: "DB_01" }), invite.code), acceptHome(await createUser(), invite.code)]);
    expect([first.status, second.status].sort()).toEqual([201, 400]);
    const refused = first.status === 400 ? first : second;
    expect((await errorBody(refused)).message).toBe(h.inviteInvalid);
    expect((await homesOf(mum)).links).toHaveLength(1);
  });

  it("refuses an expired code, a wrong one, and the family's own", async () => {
    const mum = await createUser();
    const child = await addChildMember(mum);
    const invite = await json<{ code: string }>(await homeInvite(mum, child));
    expect((await errorBody(await acceptHome(mum, invite.code))).message).toBe(h.ownFamily);
    expect((await acceptHome(await createUser(), "ikki-ein-kodi")).status).toBe(400);
    await dbOf(mum).$client.prepare("UPDATE home_link_invites SET expires_at = '2000-01-01T00:00:00.000Z' WHERE family_id = ?").bind(mum.familyId).run();
    const late = await acceptHome(await createUser({ database: "DB_01" }), invite.code);
    expect(late.status).toBe(400);
    expect((await homesOf(mum)).links).toHaveLength(0);
  });

  it("invites only for a member without an account, not linked yet, of the caller's own family", async () => {
    const { mum, mumChild } = await linkTwoHomes();
    expect((await homeInvite(mum, mumChild)).status).toBe(409);
    expect((await homeInvite(mum, mum.memberId)).status).toBe(400);
    const stranger = await createUser();
    expect((await homeInvite(stranger, mumChild)).status).toBe(404);
  });
});

describe("the pattern, set by either home", () => {
  it("set by the accepting home, is the host's and both homes read the same days", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const set = await setPattern(dad, linkId, { template: "2-2-3", startDate: "2026-12-07", firstHome: dad.familyId });
    expect(set.status).toBe(200);
    const [mumView, dadView] = [await linkOf(mum), await linkOf(dad)];
    expect(mumView.pattern).toEqual({ template: "2-2-3", startDate: "2026-12-07", exchangeTime: "17:00", firstHome: dad.familyId });
    expect(dadView.pattern).toEqual(mumView.pattern);
    const days = (view: HomeLink, homes: readonly [string, string]) =>
      custodyDays({ pattern: view.pattern!, exceptions: view.exceptions, homes }, "2026-12-07", "2026-12-13").map((day) => day.home === dad.familyId);
    expect(days(mumView, [mum.familyId, dad.familyId])).toEqual([true, true, false, false, true, true, true]);
    expect(days(dadView, [dad.familyId, mum.familyId])).toEqual(days(mumView, [mum.familyId, dad.familyId]));
  });

  it("refuses a home that is neither of the two, and a template that is not one of the six", async () => {
    const { mum, linkId } = await linkTwoHomes();
    const stranger = await createUser();
    expect((await errorBody(await setPattern(mum, linkId, { template: "7-7", startDate: "2026-12-07", firstHome: stranger.familyId }))).message).toBe(
      h.homeInvalid,
    );
    expect((await setPattern(mum, linkId, { template: "4-3", startDate: "2026-12-07", firstHome: mum.familyId })).status).toBe(400);
    expect((await linkOf(mum)).pattern).toBeNull();
  });

  it("adds one-off days from both homes at once, both kept; a phone sending one again adds nothing", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    const id = crypto.randomUUID();
    const add = (user: typeof mum, body: Record<string, unknown>) => call("POST", `${linkPath(user, linkId)}/exceptions`, { token: user.token, body });
    const answers = await Promise.all([
      add(mum, { id, from: "2026-12-24", to: "2026-12-26", home: mum.familyId, reason: "Jól" }),
      add(dad, { from: "2026-12-31", to: "2027-01-01", home: dad.familyId }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect((await add(mum, { id, from: "2026-12-24", to: "2026-12-26", home: mum.familyId })).status).toBe(200);
    for (const user of [mum, dad]) expect((await linkOf(user)).exceptions.map((day) => day.from).sort()).toEqual(["2026-12-24", "2026-12-31"]);
    const removed = await call("DELETE", `${linkPath(dad, linkId)}/exceptions/${id}`, { token: dad.token });
    expect(removed.status).toBe(200);
    expect((await linkOf(mum)).exceptions.map((day) => day.from)).toEqual(["2026-12-31"]);
  });
});

describe("swaps", () => {
  const swap = (home: string, extra: Record<string, unknown> = {}) => ({
    from: "2030-01-10",
    to: "2030-01-12",
    home,
    respondBy: "2030-01-05",
    reason: "Brúdleyp",
    ...extra,
  });

  it("accepted by the other home, its days and the days back become one-off days at both homes", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    await setPattern(mum, linkId, { template: "7-7", startDate: "2029-12-31", firstHome: mum.familyId });
    const proposed = await json<HomeLink>(await proposeSwap(dad, linkId, swap(dad.familyId, { back: { from: "2030-01-17", to: "2030-01-18" } })));
    const swapId = proposed.swaps[0]!.id;
    expect(proposed.swaps[0]).toMatchObject({ status: "proposed", proposedBy: dad.familyId });
    expect((await answerSwap(dad, linkId, swapId, "accept")).status).toBe(403);
    const accepted = await json<HomeLink>(await answerSwap(mum, linkId, swapId, "accept"));
    expect(accepted.swaps[0]!.status).toBe("accepted");
    for (const user of [mum, dad]) {
      const view = await linkOf(user);
      expect(view.exceptions.map(({ from, to, home, swapId: from_ }) => ({ from, to, home, from_ }))).toEqual([
        { from: "2030-01-10", to: "2030-01-12", home: dad.familyId, from_: swapId },
        { from: "2030-01-17", to: "2030-01-18", home: mum.familyId, from_: swapId },
      ]);
      expect(view.swaps[0]!.status).toBe("accepted");
    }
    expect((await answerSwap(mum, linkId, swapId, "refuse")).status).toBe(409);
  });

  it("refused, changes no day; two answers at once settle on one", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    await setPattern(mum, linkId, { template: "7-7", startDate: "2029-12-31", firstHome: mum.familyId });
    const swapId = (await json<HomeLink>(await proposeSwap(mum, linkId, swap(mum.familyId)))).swaps[0]!.id;
    const answers = await Promise.all([answerSwap(dad, linkId, swapId, "refuse"), answerSwap(dad, linkId, swapId, "accept")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const view = await linkOf(mum);
    expect(view.exceptions).toHaveLength(view.swaps[0]!.status === "accepted" ? 1 : 0);
  });

  it("reads as expired after its respond-by day, and can no longer be accepted", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    await setPattern(mum, linkId, { template: "7-7", startDate: "2029-12-31", firstHome: mum.familyId });
    const swapId = (await json<HomeLink>(await proposeSwap(mum, linkId, swap(mum.familyId)))).swaps[0]!.id;
    for (const user of [mum, dad])
      await dbOf(user).$client.prepare("UPDATE custody_swaps SET expires_at = '2020-01-01T00:00:00.000Z' WHERE id = ?").bind(swapId).run();
    expect((await linkOf(dad)).swaps[0]!.status).toBe("expired");
    expect((await errorBody(await answerSwap(dad, linkId, swapId, "accept"))).message).toBe(h.swapClosed);
  });

  it("withdrawn by its proposer only; needs a pattern; a respond-by day after the swap starts is refused", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    expect((await errorBody(await proposeSwap(mum, linkId, swap(mum.familyId)))).message).toBe(h.noPattern);
    await setPattern(mum, linkId, { template: "7-7", startDate: "2029-12-31", firstHome: mum.familyId });
    expect((await errorBody(await proposeSwap(mum, linkId, swap(mum.familyId, { respondBy: "2030-01-11" })))).message).toBe(h.respondByInvalid);
    const swapId = (await json<HomeLink>(await proposeSwap(mum, linkId, swap(mum.familyId)))).swaps[0]!.id;
    expect((await call("DELETE", `${linkPath(dad, linkId)}/swaps/${swapId}`, { token: dad.token })).status).toBe(403);
    const withdrawn = await json<HomeLink>(await call("DELETE", `${linkPath(mum, linkId)}/swaps/${swapId}`, { token: mum.token }));
    expect(withdrawn.swaps[0]!.status).toBe("withdrawn");
    expect((await linkOf(dad)).swaps[0]!.status).toBe("withdrawn");
  });
});

describe("ending the link", () => {
  it("from either home removes the shared view from both, and keeps each home's own members", async () => {
    const { mum, mumChild, dad, dadChild, linkId } = await linkTwoHomes();
    await setPattern(mum, linkId, { template: "7-7", startDate: "2026-12-07", firstHome: mum.familyId });
    expect((await call("DELETE", linkPath(dad, linkId), { token: dad.token })).status).toBe(204);
    expect((await homesOf(mum)).links).toEqual([]);
    expect((await homesOf(dad)).links).toEqual([]);
    for (const [user, child] of [
      [mum, mumChild],
      [dad, dadChild],
    ] as const) {
      const members = await json<{ id: string }[]>(await call("GET", `/api/families/${user.familyId}/members`, { token: user.token }));
      expect(members.map((member) => member.id)).toContain(child);
    }
    expect((await setPattern(mum, linkId, { template: "7-7", startDate: "2026-12-07", firstHome: mum.familyId })).status).toBe(404);
  });
});

describe("a third family", () => {
  it("sees no link and changes nothing of one, with either home's ids", async () => {
    const { mum, linkId } = await linkTwoHomes();
    const stranger = await createUser({ database: "DB_01" });
    expect((await homesOf(stranger)).links).toEqual([]);
    expect((await setPattern(stranger, linkId, { template: "7-7", startDate: "2026-12-07", firstHome: stranger.familyId })).status).toBe(404);
    expect((await call("DELETE", linkPath(stranger, linkId), { token: stranger.token })).status).toBe(404);
    expect((await call("GET", `/api/families/${mum.familyId}/homes`, { token: stranger.token })).status).toBe(403);
    expect((await linkOf(mum)).pattern).toBeNull();
  });
});

describe("the sync between the two copies", () => {
  it("brings a copy that missed a write up to the host's, and an older mirror changes nothing", async () => {
    const { mum, dad, linkId } = await linkTwoHomes();
    await setPattern(mum, linkId, { template: "7-7", startDate: "2026-12-07", firstHome: mum.familyId });
    // Dad's copy falls behind, as if the mirror never arrived.
    await dbOf(dad).$client.prepare("UPDATE child_links SET template = NULL, revision = 0 WHERE id = ? AND family_id = ?").bind(linkId, dad.familyId).run();
    expect((await linkOf(dad)).pattern).toBeNull();
    await syncLink(env, linkId, mum.familyId, dad.familyId);
    expect((await linkOf(dad)).pattern?.template).toBe("7-7");
    // The guest's copy is never the source of the shared state.
    await dbOf(dad)
      .$client.prepare("UPDATE child_links SET template = '3-4-4-3', revision = 99 WHERE id = ? AND family_id = ?")
      .bind(linkId, dad.familyId)
      .run();
    await syncLink(env, linkId, dad.familyId, mum.familyId);
    expect((await linkOf(mum)).pattern?.template).toBe("7-7");
  });

  it("works the same with both homes in one database", async () => {
    const { mum, dad, linkId } = await linkTwoHomes({ sameDatabase: true });
    expect(mum.db).toBe(dad.db);
    await setPattern(dad, linkId, { template: "5-2-2-5", startDate: "2026-12-07", firstHome: mum.familyId });
    expect((await linkOf(mum)).pattern?.template).toBe("5-2-2-5");
    expect((await call("DELETE", linkPath(mum, linkId), { token: mum.token })).status).toBe(204);
    expect((await homesOf(dad)).links).toEqual([]);
  });
});

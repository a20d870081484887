import type { HomeLink, Homes } from "@contract/schemas/two-homes";
import type { Invite } from "@contract/schemas/families";
import { call, json } from "./api";
import { createUser, type TestUser } from "./factories";

/** Two homes of one child, through the API as two parents' phones do it (docs/features/two-homes.md). */

async function ok<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  if (answer.status !== status) throw new Error(`two homes: ${answer.status} ${await answer.text()}`);
  return json<T>(answer);
}

/** A member without an account in the user's family. */
export async function addChildMember(user: TestUser, name = "Óli"): Promise<string> {
  return (await ok<{ id: string }>(call("POST", "/api/family-members", { token: user.token, body: { name, role: "Sonur" } }), 201)).id;
}

export const homeInvite = (user: TestUser, memberId: string) =>
  call("POST", `/api/families/${user.familyId}/home-links/invites`, { token: user.token, body: { memberId } });

export const acceptHome = (user: TestUser, code: string, memberId?: string) =>
  call("POST", `/api/families/${user.familyId}/home-links`, { token: user.token, body: { code, ...(memberId ? { memberId } : {}) } });

/** The user's home's view of its links. */
export const homesOf = async (user: TestUser) => ok<Homes>(call("GET", `/api/families/${user.familyId}/homes`, { token: user.token }), 200);

export const linkPath = (user: TestUser, linkId: string) => `/api/families/${user.familyId}/home-links/${linkId}`;

export interface TwoHomes {
  /** The inviting home (the link's host) and its child. */
  mum: TestUser;
  mumChild: string;
  /** The home that accepted, in the other family database by default, and its member for the child. */
  dad: TestUser;
  dadChild: string;
  linkId: string;
}

/** Mum's family invites dad's; dad accepts, the child added to his family unless he names a member. */
export async function linkTwoHomes(options: { mum?: TestUser; dad?: TestUser; sameDatabase?: boolean; name?: string } = {}): Promise<TwoHomes> {
  const mum = options.mum ?? (await createUser());
  const dad = options.dad ?? (await createUser({ database: options.sameDatabase ? "DB_00" : "DB_01" }));
  const mumChild = await addChildMember(mum, options.name);
  const invite = await ok<Invite>(homeInvite(mum, mumChild), 201);
  const link = await ok<HomeLink>(acceptHome(dad, invite.code), 201);
  return { mum, mumChild, dad, dadChild: link.memberId, linkId: link.id };
}

export const setPattern = (user: TestUser, linkId: string, pattern: { template: string; startDate: string; exchangeTime?: string; firstHome: string }) =>
  call("PUT", `${linkPath(user, linkId)}/pattern`, { token: user.token, body: { exchangeTime: "17:00", ...pattern } });

export const proposeSwap = (user: TestUser, linkId: string, body: Record<string, unknown>) =>
  call("POST", `${linkPath(user, linkId)}/swaps`, { token: user.token, body });

export const answerSwap = (user: TestUser, linkId: string, swapId: string, answer: "accept" | "refuse") =>
  call("POST", `${linkPath(user, linkId)}/swaps/${swapId}/answer`, { token: user.token, body: { answer } });

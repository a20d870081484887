import type { CustodyPattern, HomeLink, Homes } from "@contract/schemas/two-homes";
import { call, type TestUser } from "./factories";

/** The homes read (docs/features/two-homes.md "Calls") as the user's family sees it. */
export const homesOf = (user: TestUser) => call<Homes>("GET", `/api/families/${user.familyId}/homes`, undefined, user.token);

/**
 * A child of `host`'s family linked to `guest`'s family through the calls, for the tests of what
 * follows a link: the host invites, the guest takes the code (which adds the child there), and the
 * host sets `pattern` when given (the exchange at 17:00). Answers the link as the host sees it.
 */
export async function linkChild(host: TestUser, guest: TestUser, name: string, pattern?: Omit<CustodyPattern, "exchangeTime">): Promise<HomeLink> {
  const child = await call<{ id: string }>("POST", "/api/family-members", { name, role: "Barn" }, host.token);
  const { code } = await call<{ code: string }>("POST", `/api/families/${host.familyId}/home-links/invites`, { memberId: child.id }, host.token);
  const { id } = await call<HomeLink>("POST", `/api/families/${guest.familyId}/home-links`, { code }, guest.token);
  if (pattern) await call("PUT", `/api/families/${host.familyId}/home-links/${id}/pattern`, { ...pattern, exchangeTime: "17:00" }, host.token);
  const link = (await homesOf(host)).links.find((each) => each.id === id);
  if (!link) throw new Error(`${host.username} does not see the link ${id}`);
  return link;
}

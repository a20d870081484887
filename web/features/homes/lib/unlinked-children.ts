import type { FamilyMember } from "@contract/schemas/families";
import type { HomeLink } from "@contract/schemas/two-homes";

/** The family's children who could be linked (invited for, or chosen when a code is accepted): no account, no link yet. */
export const unlinkedChildren = (members: readonly FamilyMember[], links: readonly Pick<HomeLink, "memberId">[]) =>
  members.filter((member) => !member.hasAccount && !links.some((link) => link.memberId === member.id));

import type { FamilyMember } from "@contract/schemas/families";
import type { HelperLink } from "@contract/schemas/helpers";

/**
 * The family's members without an account whom no link names as its helper: the children whose
 * cards the page shows and a link may limit itself to, and the members a new link may be made for
 * (a grandparent added by hand has no link yet either).
 */
export const childrenOf = (members: readonly FamilyMember[], links: readonly Pick<HelperLink, "memberId">[]) =>
  members.filter((member) => !member.hasAccount && !links.some((link) => link.memberId === member.id));

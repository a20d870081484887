import type { FamilyMember } from "@contract/schemas/families";

/**
 * The birthday change's cache edit, beside the change and not with the members' read: only the
 * change uses it, so it loads with the change and not on the pages that draw the members.
 */
export const birthdayInMembers = (members: readonly FamilyMember[], id: string, birthday: string | null): FamilyMember[] =>
  members.map((member) => (member.id === id ? { ...member, birthday } : member));

import type { FamilyMember } from "@contract/schemas/families";

/** Cache edits for optimistic changes; the refetch after the change brings the server's truth. */

/** A member added on the phone: never one who signs in (those join by invite). */
export const pendingMember = ({ id, name, role }: Pick<FamilyMember, "id" | "name" | "role">): FamilyMember => ({
  id,
  name,
  role,
  hasAccount: false,
  birthday: null,
});

export function upsertMember(members: readonly FamilyMember[], member: FamilyMember): FamilyMember[] {
  return members.some((existing) => existing.id === member.id)
    ? members.map((existing) => (existing.id === member.id ? member : existing))
    : [...members, member];
}

export const renameInMembers = (members: readonly FamilyMember[], id: string, name: string): FamilyMember[] =>
  members.map((member) => (member.id === id ? { ...member, name: name.trim() } : member));

export const removeMember = (members: readonly FamilyMember[], id: string): FamilyMember[] => members.filter((member) => member.id !== id);

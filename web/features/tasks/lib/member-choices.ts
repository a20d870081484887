export interface MemberOption {
  id: string;
  name: string;
}

/** The family's members to choose from, and how to add one; the family feature provides both. */
export interface MemberChoices {
  members: readonly MemberOption[];
  /** Creates a member (and tells the user how it went); resolves with the new member. */
  createMember: (input: { name: string; role: string }) => Promise<MemberOption>;
}

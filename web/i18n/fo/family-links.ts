/**
 * The family page's texts that the frame and the dashboard show (the header's link, the invite
 * button): part of every signed-in start, so apart from the family page's other texts, which
 * spread these in (docs/bench.md). Likewise the texts of adding a member, which the task dialog
 * also does.
 */
export const foFamilyLinks = {
  invite: "Bjóða familjulimi",
  openPage: "Familjan",
} as const;

export const foMemberCreate = {
  memberCreated: "Persónur stovnaður",
  errorTitleCreate: "Feilur",
  memberCreateError: "Eydnaðist ikki at stovna persón",
} as const;

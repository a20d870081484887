import { createMemberMutationOptions } from "../api/create-member";
import { deleteMemberMutationOptions } from "../api/delete-member";
import { revokeInviteMutationOptions } from "../api/revoke-invite";
import { renameMemberMutationOptions } from "../api/update-member";

/**
 * The family page's changes of its rows (a member renamed or removed, an invite taken back) and the
 * new member the tasks' form may add, in a chunk of their own loaded on first use (changes-on-use.ts
 * beside this file; scripts/vite/chunks.ts). The offline queue registers the same options
 * (web/app/layout/family-writes.ts); the new invite's is the dialog's.
 */
export const familyChanges = {
  createMember: createMemberMutationOptions,
  rename: renameMemberMutationOptions,
  remove: deleteMemberMutationOptions,
  revokeInvite: revokeInviteMutationOptions,
};

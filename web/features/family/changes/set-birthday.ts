import type { FamilyMember, MemberBirthdayBody } from "@contract/schemas/families";
import { defineChange, put, segment } from "@web/lib/changes/define-change";
import { membersQueryKey } from "@web/lib/reads/family/members";
import { foFamily } from "@web/i18n/fo/family";
import { birthdayInMembers } from "../lib/birthday-cache";

/** Sets or forgets a member's birthday (docs/features/birthdays.md); waits offline. */
const setBirthday = defineChange({
  offline: true,
  request: ({ id, birthday }: { familyId: string; id: string; birthday: string | null }) =>
    put<FamilyMember>(`/api/family-members/${segment(id)}/birthday`, { birthday } satisfies MemberBirthdayBody),
  optimistic: {
    queryKey: ({ familyId }) => membersQueryKey(familyId),
    apply: (members: FamilyMember[], { id, birthday }) => birthdayInMembers(members, id, birthday),
  },
  errorToast: { title: foFamily.errorTitle, description: foFamily.birthdayError },
  successToast: { title: foFamily.birthdaySaved },
});
export default setBirthday;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "family/set-birthday": typeof setBirthday;
  }
}

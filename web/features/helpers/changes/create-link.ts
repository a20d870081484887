import type { CreatedHelperLink, CreateHelperLinkBody } from "@contract/schemas/helpers";
import { defineChange, post, segment } from "@web/lib/changes/define-change";

/** A new helper's link: the dialog shows its url (this once) or the server's refusal on its field. Needs a connection: the url cannot wait. */
const createLink = defineChange({
  request: ({ familyId, body }: { familyId: string; body: CreateHelperLinkBody }) =>
    post<CreatedHelperLink>(`/api/families/${segment(familyId)}/helpers`, body),
  errorToast: null,
});
export default createLink;

declare module "@web/lib/changes/change-names" {
  interface ChangeDeclarations {
    "helpers/create-link": typeof createLink;
  }
}

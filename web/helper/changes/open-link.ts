import type { OpenedHelperLink } from "@contract/schemas/helpers";
import type * as v from "valibot";
import type { openHelperLinkBody } from "@contract/schemas/helpers";
import { defineChange, post } from "@web/lib/changes/define-change";

type OpenBody = v.InferInput<typeof openHelperLinkBody>;

/** The helper's browser spends the link's secret for a device token: sent with no token at all. */
const openLink = defineChange({
  request: (body: OpenBody) => post<OpenedHelperLink>("/api/helper/open", body satisfies OpenBody),
  errorToast: null,
});
export default openLink;

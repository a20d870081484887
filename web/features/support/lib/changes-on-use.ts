import { changesOnUse } from "@web/lib/changes-on-use";

/** The support page's changes (support-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const supportChangesOnUse = changesOnUse(() => import("./support-changes").then((module) => module.supportChanges));

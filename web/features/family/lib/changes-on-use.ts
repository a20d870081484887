import { changesOnUse } from "@web/lib/changes-on-use";

/** The family page's changes (family-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const familyChangesOnUse = changesOnUse(() => import("./family-changes").then((module) => module.familyChanges));

import { changesOnUse } from "@web/lib/changes-on-use";

/** The dinner plan's changes (meals-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const mealsChangesOnUse = changesOnUse(() => import("./meals-changes").then((module) => module.mealsChanges));

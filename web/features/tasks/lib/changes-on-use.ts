import { changesOnUse } from "@web/lib/changes-on-use";

/** The tasks page's changes (tasks-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const tasksChangesOnUse = changesOnUse(() => import("./tasks-changes").then((module) => module.tasksChanges));

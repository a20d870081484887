import { changesOnUse } from "@web/lib/changes-on-use";

/** The calendar rows' rename and delete (calendar-changes.ts): loaded on the page's first press, focus or key, run on use. */
export const calendarChangesOnUse = changesOnUse(() => import("./calendar-changes").then((module) => module.calendarChanges));

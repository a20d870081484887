import { installChanges } from "@web/lib/changes/change-source";

// The table of the phones' changes loads with the first change, not with the page (change-files.ts).
installChanges(() => import("./change-files").then((module) => module.PHONE_CHANGE_FILES));

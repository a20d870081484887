import type { ChangeModule } from "@web/lib/changes/define-change";

/**
 * The phones' changes: every file under web/features/<feature>/changes/, each loaded on its first
 * use (or to replay a kept unsent one). The glob is the list: a new change file is in it.
 */
export const PHONE_CHANGE_FILES = import.meta.glob<ChangeModule>("../features/*/changes/*.ts");

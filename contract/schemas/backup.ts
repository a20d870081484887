import * as v from "valibot";
import { backupMessages as m } from "../backup-messages";
import { missingKeyMessage } from "./common";

/** Table names are checked against the backed-up tables on the server (400 listing the unknown ones). */
export const exportBackupBody = v.object(
  {
    format: v.literal("json", m.formatJson),
    tables: v.optional(
      v.pipe(
        v.array(v.pipe(v.string(m.tablesNotList), v.maxLength(64, m.tablesNotList)), m.tablesNotList),
        v.minLength(1, m.tablesNotList),
        v.maxLength(64, m.tablesNotList),
      ),
    ),
  },
  missingKeyMessage({ format: m.formatJson }, m.formatJson),
);

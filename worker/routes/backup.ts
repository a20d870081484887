import { Hono } from "hono";
import { BACKUP_IMPORT_PATH } from "@contract/limits";
import { exportBackupBody } from "@contract/schemas/backup";
import type { AppEnv } from "../env";
import { logSecurityEvent } from "../lib/security-log";
import { adminCaller } from "../middleware/auth";
import { validate } from "../middleware/validate";
import { exportBackup, restoreBackup } from "../services/backup";

/** Behind the admin gate (routes/admin.ts), like every /api/admin/* route. */
export const backupRoutes = new Hono<AppEnv>()
  .post("/api/admin/system/backup/export", validate("json", exportBackupBody), async (c) => {
    const { stream, fileName } = await exportBackup(c.get("db"), c.env.APP_NAME, c.req.valid("json").tables);
    // The Backup view's "last backup" is the newest of these events.
    logSecurityEvent(c, "backup_exported", { userId: adminCaller(c).userId });
    return c.body(stream, 200, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
    });
  })
  .post(BACKUP_IMPORT_PATH, async (c) => c.json(await restoreBackup(c.get("db"), await c.req.text())));

import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { BACKUP_IMPORT_PATH, BACKUP_UPLOAD_MAX_BYTES, MAX_BODY_BYTES } from "@contract/limits";
import { apiMessages, backupMessages } from "@contract/messages";
import { HttpError } from "../lib/http-error";

/** 64 KiB per request body, counted as it streams, so a chunked body without Content-Length is limited too. */
const limitRequestBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError("too_large", apiMessages.tooLarge);
  },
});

/** A backup upload is a whole database: it has its own, larger limit (docs/features/backup.md). */
const limitBackupUpload = bodyLimit({
  maxSize: BACKUP_UPLOAD_MAX_BYTES,
  onError: () => {
    throw new HttpError("too_large", backupMessages.tooLarge);
  },
});

export const limitBody = createMiddleware((c, next) => (c.req.path === BACKUP_IMPORT_PATH ? limitBackupUpload(c, next) : limitRequestBody(c, next)));

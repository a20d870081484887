import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "@contract/limits";
import { apiMessages } from "@contract/messages";
import { HttpError } from "../lib/http-error";

/** 64 KiB per request body, counted as it streams, so a chunked body without Content-Length is limited too. */
export const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: () => {
    throw new HttpError("too_large", apiMessages.tooLarge);
  },
});

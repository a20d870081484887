import { Hono } from "hono";
import type { AppEnv } from "../env";
import { buildOpenApiDocument, type OpenApiDocument } from "../openapi";

// Built at the first request and kept for the isolate's life (the schemas cannot change while it
// runs), so the Worker's start-up does not pay for the conversion.
let document: OpenApiDocument | undefined;

export const openApiRoutes = new Hono<AppEnv>().get("/api/openapi.json", (c) => {
  document ??= buildOpenApiDocument();
  return c.json(document);
});

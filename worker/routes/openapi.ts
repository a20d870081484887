import { openApiDocument, type OpenApiDocument } from "../http/openapi";
import { defineRoute, type Route } from "../http/route";

/** The reference of `routes()` (every route, this one included), built at the first request and kept for the isolate's life. */
export function openApiRoute(routes: () => readonly Route[]): Route {
  let document: OpenApiDocument | undefined;
  return defineRoute({
    method: "GET",
    path: "/api/openapi.json",
    summary: "This document.",
    tag: "health",
    access: "public",
    answer: { status: 200, description: "The OpenAPI 3.1 document of the API." },
    example: { status: 200, foreign: "own" },
    handler: (c) => {
      document ??= openApiDocument(routes());
      return c.json(document);
    },
  });
}

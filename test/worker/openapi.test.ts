import { describe, expect, it } from "vitest";
import { apiRoutes } from "@worker/api-routes";
import { createApp } from "@worker/app";
import { jsonSchemaOf, openApiPath } from "@worker/http/openapi";
import { call, json } from "@test/helpers/api";

/**
 * Each route the app mounts (`METHOD path`), middleware-only `app.use` entries left out, and the
 * origin's root, which leads CalDAV clients to /caldav/ and hands a browser the app's page (no API).
 */
function mountedRoutes(): string[] {
  return [
    ...new Set(
      createApp()
        .routes.filter((route) => route.method !== "ALL" && route.path !== "/")
        .map((route) => `${route.method} ${route.path}`),
    ),
  ];
}

async function openApiDocument() {
  const response = await call("GET", "/api/openapi.json");
  expect(response.status).toBe(200);
  return json<{ openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> }>(response);
}

type OpenApiDocument = Awaited<ReturnType<typeof openApiDocument>>;

/** The JSON Schema the document gives an operation's answer of that status, if any. */
function answerSchemaOf(document: OpenApiDocument, path: string, method: string, status: number): unknown {
  const responses = document.paths[openApiPath(path)]?.[method.toLowerCase()]?.responses as
    | Record<string, { content?: Record<string, { schema: unknown }> }>
    | undefined;
  return responses?.[String(status)]?.content?.["application/json"]?.schema;
}

const declared = (key: string) => apiRoutes.find((route) => `${route.method} ${route.path}` === key);

describe("GET /api/openapi.json", () => {
  it("is public and answers an OpenAPI 3.1 document", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/shopping-items/{id}"]?.patch?.summary).toBe(declared("PATCH /api/shopping-items/:id")?.summary);
  });

  it("has one operation for every route the app mounts, and none for a route it does not", async () => {
    const mounted = mountedRoutes();
    const undeclared = mounted.filter((key) => !declared(key));
    expect(undeclared, "mounted routes without a declaration in worker/routes/ (mount them with mountRoutes only)").toEqual([]);

    const document = await openApiDocument();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = mounted.map((key) => {
      const [method, path] = key.split(" ");
      return `${method} ${openApiPath(path!)}`;
    });
    expect(operations.sort()).toEqual(expected.sort());
  });

  it("gives each route the body and query schemas it validates with, converted from contract/schemas", async () => {
    const document = await openApiDocument();
    for (const route of apiRoutes) {
      const documented = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const requestBody = documented?.requestBody as { content: Record<string, { schema: unknown }> } | undefined;
      const key = `${route.method} ${route.path}`;
      if (route.body) expect(requestBody?.content["application/json"]?.schema, key).toEqual(jsonSchemaOf(route.body));
      else expect(requestBody, key).toBeUndefined();
      const queryNames = ((documented?.parameters ?? []) as { name: string; in: string }[])
        .filter((parameter) => parameter.in === "query")
        .map(({ name }) => name);
      const schemaNames = route.query ? Object.keys((jsonSchemaOf(route.query).properties as Record<string, unknown> | undefined) ?? {}) : [];
      expect(queryNames, key).toEqual(schemaNames);
    }
  });

  it("gives every admin answer with a body the JSON Schema of its declared answer schema", async () => {
    const document = await openApiDocument();
    const adminWithBody = apiRoutes.filter((route) => route.access === "admin" && route.answer.status !== 204);
    expect(adminWithBody.length).toBeGreaterThan(0);
    for (const route of adminWithBody) {
      const key = `${route.method} ${route.path}`;
      const documented = answerSchemaOf(document, route.path, route.method, route.answer.status);
      expect(documented, key).toBeDefined();
      expect(documented, key).toEqual(route.answer.schema && jsonSchemaOf(route.answer.schema, "output"));
    }
    const stats = answerSchemaOf(document, "/api/admin/stats", "GET", 200);
    expect(stats).toMatchObject({ type: "object", additionalProperties: false, required: expect.arrayContaining(["totalUsers"]) });
  });

  it("marks public routes as needing no token and every other route as needing the bearer token", async () => {
    const document = await openApiDocument();
    for (const route of apiRoutes) {
      const documented = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      if (route.access === "public") expect(documented?.security, route.path).toEqual([]);
      else expect(documented?.security, route.path).toBeUndefined();
    }
  });

  it("documents the error body with its request id", async () => {
    const document = await json<{ components: { schemas: { Error: { required: string[] } } } }>(await call("GET", "/api/openapi.json"));
    expect(document.components.schemas.Error.required).toEqual(["message", "code", "requestId"]);
  });
});

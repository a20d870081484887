import type { GenericSchema } from "valibot";
import { describe, expect, it } from "vitest";
import { createApp } from "@worker/app";
import { validatedSchemas } from "@worker/middleware/validate";
import { apiRoutes, jsonSchemaOf, openApiPath, type ApiRoute } from "@worker/openapi";
import { call, json } from "@test/helpers/api";
import { ROUTES } from "@test/helpers/route-table";

const registry: Record<string, ApiRoute> = apiRoutes;
const HINT = "worker/openapi.ts (apiRoutes)";

/** Each mounted route (`METHOD path`, middleware-only `app.use` entries left out) with what it validates. */
function mountedRoutes() {
  const routes = new Map<string, { json?: unknown; query?: unknown; other: string[] }>();
  for (const route of createApp().routes) {
    if (route.method === "ALL") continue;
    const key = `${route.method} ${route.path}`;
    const entry = routes.get(key) ?? { other: [] };
    const check = validatedSchemas.get(route.handler);
    if (check?.target === "json") entry.json = check.schema;
    else if (check?.target === "query") entry.query = check.schema;
    else if (check) entry.other.push(check.target);
    routes.set(key, entry);
  }
  return routes;
}

async function openApiDocument() {
  const response = await call("GET", "/api/openapi.json");
  expect(response.status).toBe(200);
  return json<{ openapi: string; paths: Record<string, Record<string, Record<string, unknown>>> }>(response);
}

const asSchema = (value: unknown) => value as GenericSchema;

describe("GET /api/openapi.json", () => {
  it("is public and answers an OpenAPI 3.1 document", async () => {
    const document = await openApiDocument();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/shopping-items/{id}"]?.patch?.summary).toBe(apiRoutes["PATCH /api/shopping-items/:id"].summary);
  });

  it("has one operation for every route the app mounts, and none for a route it does not", async () => {
    const mounted = [...mountedRoutes().keys()];
    const missing = mounted.filter((key) => !(key in registry));
    const stale = Object.keys(registry).filter((key) => !mounted.includes(key));
    expect({ missing, stale }, `missing: mounted routes to add to ${HINT}; stale: entries there with no mounted route`).toEqual({ missing: [], stale: [] });

    const document = await openApiDocument();
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const expected = mounted.map((key) => {
      const [method, path] = key.split(" ");
      return `${method} ${openApiPath(path!)}`;
    });
    expect(operations.sort()).toEqual(expected.sort());
  });

  it("gives each route the body schema it validates with, converted from contract/schemas", async () => {
    const document = await openApiDocument();
    for (const [key, route] of mountedRoutes()) {
      const entry = registry[key];
      if (!entry) continue; // reported by the test above
      const [method, path] = key.split(" ");
      const documented = document.paths[openApiPath(path!)]?.[method!.toLowerCase()];
      const requestBody = documented?.requestBody as { content: Record<string, { schema: unknown }> } | undefined;

      expect(route.other, `${key} validates ${route.other.join(", ")}, which ${HINT} cannot describe`).toEqual([]);
      if (route.json === undefined) {
        expect(entry.body, `${key} validates no JSON body: drop \`body\` from its entry in ${HINT}`).toBeUndefined();
        expect(requestBody, key).toBeUndefined();
      } else {
        expect(entry.body, `${key} validates its body with a contract schema: set \`body\` to that schema in ${HINT}`).toBe(route.json);
        expect(requestBody?.content["application/json"]?.schema, key).toEqual(jsonSchemaOf(asSchema(route.json)));
      }
      if (route.query !== undefined) {
        expect(entry.query, `${key} validates its query with a contract schema: set \`query\` to that schema in ${HINT}`).toBe(route.query);
      }
    }
  });

  it("classifies each route's access as the security suite's route table does", () => {
    for (const [key, route] of Object.entries(registry)) {
      expect(route.access, `${key}: access in ${HINT} and test/helpers/route-table.ts`).toBe(ROUTES[key]?.access);
    }
  });

  it("marks public routes as needing no token and every other route as needing the bearer token", async () => {
    const document = await openApiDocument();
    for (const [key, route] of Object.entries(registry)) {
      const [method, path] = key.split(" ");
      const documented = document.paths[openApiPath(path!)]?.[method!.toLowerCase()];
      if (route.access === "public") expect(documented?.security, key).toEqual([]);
      else expect(documented?.security, key).toBeUndefined();
    }
  });
});

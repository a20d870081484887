import { HISTORY_COUNT_HEADER } from "@contract/page-headers";
import { toJsonSchema, type JsonSchema } from "@valibot/to-json-schema";
import type { GenericSchema } from "valibot";
import { ERROR_STATUS, type ErrorCode } from "@contract/errors";
import { MAX_BODY_BYTES } from "@contract/limits";
import type { Access, Route } from "./route";

/** The JSON Schema (2020-12, as OpenAPI 3.1 uses) of what a client sends for a contract schema. */
export function jsonSchemaOf(schema: GenericSchema, typeMode: "input" | "output" = "input"): JsonSchema {
  // Input type: the body as sent. `trim` and `to_lower_case` change no type; the lengths `trim`
  // precedes apply after trimming (docs/api.md). `check`, `raw_check` (rules in code: a real
  // calendar date, an event ending after it starts) and `transform` have no JSON Schema form: the
  // operation's summary and docs/features/ state those rules.
  const { $schema: _draft, ...converted } = toJsonSchema(schema, {
    target: "draft-2020-12",
    typeMode,
    ignoreActions: ["trim", "to_lower_case", "check", "raw_check", "transform"],
  });
  return converted;
}

/** `/api/shopping-items/:id` → `/api/shopping-items/{id}` */
export const openApiPath = (honoPath: string) => honoPath.replace(/:([A-Za-z0-9_]+)/g, "{$1}");

function parameters(route: Route) {
  const inPath = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map(([, name]) => ({ name, in: "path", required: true, schema: { type: "string" } }));
  if (!route.query) return inPath;
  const converted = jsonSchemaOf(route.query);
  const required = new Set(Array.isArray(converted.required) ? converted.required : []);
  const properties = typeof converted.properties === "object" ? Object.entries(converted.properties) : [];
  return [...inPath, ...properties.map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }))];
}

const ACCESS_TEXT: Record<Access, string> = {
  public: "Public.",
  "signed-in": "Signed in.",
  family: "Signed in, as a member of a family; a `{familyId}` in the path or a `familyId` in the body must be the caller's.",
  admin: "Signed in as an administrator.",
  kitchen: "A paired kitchen screen: its `kitchen.…` token from POST /api/kitchen/pair as the bearer (docs/features/kitchen.md).",
  helper:
    "A helper's device: its `helper.…` token from POST /api/helper/open as the bearer, its link open and giving the route's power (docs/features/helpers.md).",
};

/** Why the route answers 403 by its access: every route but a kitchen screen's refuses a screen's token. */
function forbiddenText(route: Route): string {
  if (route.access === "kitchen") return "A person's session: only a kitchen screen calls this.";
  if (route.access === "helper")
    return `A person's session or a kitchen screen: only a helper's device calls this.${route.options?.waitingDevice ? "" : " A device still waiting for a parent to let it in."}${route.options?.power ? ` A link that does not give \`${route.options.power}\`.` : ""}`;
  const screen = "A kitchen screen's or a helper's token: a device may call only its own routes (docs/features/kitchen.md, docs/features/helpers.md).";
  if (route.access === "family") return `${route.path.includes(":familyId") ? "Not the caller's family." : "The caller has no family."} ${screen}`;
  if (route.access === "admin") return `Not an administrator. ${screen}`;
  return screen;
}

/** The failures a route can answer by its access and body, then its own. */
function failures(route: Route): Partial<Record<ErrorCode, string>> {
  return {
    ...(route.body || route.options?.bodyLimit
      ? { invalid_body: "The body breaks the schema, or is not a JSON object.", too_large: `The body is over ${MAX_BODY_BYTES / 1024} KiB.` }
      : {}),
    ...(route.access !== "public" ? { unauthenticated: "No bearer token, or its session has ended." } : {}),
    forbidden: forbiddenText(route),
    ...(route.access !== "public" && route.access !== "kitchen" && route.access !== "helper" && !route.options?.duringEnrolment
      ? { mfa_enrolment_required: "An administrator who has not set up a second factor yet." }
      : {}),
    ...(route.options?.stepUp
      ? { step_up_required: "No second-factor check in this session within the last 10 minutes: `POST /api/auth/step-up`, then retry." }
      : {}),
    ...route.errors,
  };
}

function errorResponses(route: Route) {
  const plainText = route.options?.plainTextErrors === true;
  const byStatus = new Map<number, string[]>();
  for (const [code, text] of Object.entries(failures(route)) as [ErrorCode, string][]) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), `\`${code}\`: ${text}`]);
  }
  const content = plainText ? { "text/plain": { schema: { type: "string" } } } : { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
  const headers = plainText ? { headers: { "X-Error-Code": { description: "The error code.", schema: { $ref: "#/components/schemas/ErrorCode" } } } } : {};
  return Object.fromEntries([...byStatus].map(([status, texts]) => [String(status), { description: texts.join(" "), content, ...headers }]));
}

/** The headers a paged read's paging travels in (docs/api.md "Paging in headers"). */
function pagingHeaders({ paging }: Route) {
  if (!paging) return {};
  const link = { description: 'The next page, `<…?before=<cursor>>; rel="next"` (RFC 8288); absent on the last page.', schema: { type: "string" } };
  const count = { description: "How many rows the history holds in all (every page together).", schema: { type: "integer", minimum: 0 } };
  return { headers: { Link: link, ...(paging.count ? { [HISTORY_COUNT_HEADER]: count } : {}) } };
}

function answerResponse(route: Route) {
  const { answer } = route;
  return answer.schema
    ? { description: answer.description, content: { "application/json": { schema: jsonSchemaOf(answer.schema, "output") } }, ...pagingHeaders(route) }
    : { description: answer.description, ...pagingHeaders(route) };
}

function operation(route: Route) {
  const params = parameters(route);
  return {
    summary: route.summary,
    description: ACCESS_TEXT[route.access],
    tags: [route.tag],
    "x-access": route.access,
    ...(route.access === "public" ? { security: [] } : {}),
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchemaOf(route.body) } } } } : {}),
    responses: { [String(route.answer.status)]: answerResponse(route), ...errorResponses(route) },
  };
}

const ERROR_SCHEMA = {
  type: "object",
  required: ["message", "code", "requestId"],
  properties: {
    message: { type: "string", description: "The text to show: Faroese on family-facing calls, English on /api/admin/*." },
    code: { $ref: "#/components/schemas/ErrorCode" },
    requestId: { type: "string", description: "The request's id, also in the server's log line for it." },
    issues: {
      type: "array",
      description: "With invalid_body: each broken rule of the body.",
      items: { type: "object", required: ["path", "message"], properties: { path: { type: "string" }, message: { type: "string" } } },
    },
    challenge: {
      type: "object",
      description: "With challenge_required: the registration challenge to answer; send `securityToken` and `answer` (a + b) with the sign-in.",
      required: ["a", "b", "securityToken"],
      properties: { a: { type: "integer" }, b: { type: "integer" }, securityToken: { type: "string" } },
    },
  },
};

/** The OpenAPI 3.1 document of the routes, each entry derived from its declaration. */
export function openApiDocument(routes: readonly Route[]) {
  const paths: Record<string, Record<string, ReturnType<typeof operation>>> = {};
  for (const route of routes) {
    const path = openApiPath(route.path);
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operation(route) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "FamilyHub API",
      version: "1",
      description: "The HTTP API of FamilyHub. Conventions (errors, limits, the live channel, ids): docs/api.md in the repository.",
    },
    security: [{ bearer: [] }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The token from POST /api/auth/login." } },
      schemas: { ErrorCode: { type: "string", enum: Object.keys(ERROR_STATUS) }, Error: ERROR_SCHEMA },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

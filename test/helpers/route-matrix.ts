import * as v from "valibot";
import { apiRoutes } from "@worker/api-routes";
import type { Access, Route, SampleName } from "@worker/http/route";
import { PASSWORD } from "./factories";
import type { FamilyWorld } from "./world";

interface RouteRequest {
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** A route as the security suite attacks it, derived from its declaration (worker/http/route.ts). */
export interface RouteCase {
  access: Access;
  /** The declaration's example, aimed at the world's ids; it must succeed for the world's own user. */
  request: (world: FamilyWorld) => RouteRequest;
  ownStatus: number;
  /** What another family's user gets for `request(victim)`, or "own" (anything but a 5xx, nothing of the victim's touched). */
  foreign: readonly number[] | "own";
  /**
   * For the fuzzer: the example body's fields, those the schema requires, the schema that decides
   * what is malformed, and the fields that carry one of the world's ids (`"{choreId}"`).
   */
  body?: { fields: readonly string[]; required: readonly string[]; schema: v.GenericSchema; idFields: readonly string[] };
  plainTextErrors?: boolean;
  fuzzQuery?: string;
  /** The schema the declaration gives its successful answer. */
  answerSchema?: v.GenericSchema;
  /** The live notices the declaration says a successful call may send. */
  tells: readonly string[];
}

/** The world's ids under the names route examples use (`{listId}`). */
function samplesOf(world: FamilyWorld): Record<SampleName, string> {
  return {
    familyId: world.user.familyId,
    userId: world.user.id,
    username: world.user.username,
    email: world.user.email,
    password: PASSWORD,
    listId: world.listId,
    itemId: world.itemId,
    memberId: world.extraMemberId,
    reminderId: world.reminderId,
    inviteId: world.inviteId,
    inviteCode: world.inviteCode,
    eventId: world.eventId,
    mealId: world.mealId,
    ticketId: world.ticketId,
    appPasswordId: world.appPasswordId,
    subscriptionId: world.subscriptionId,
    childId: world.kitchen.childId,
    parentId: world.user.memberId,
    choreId: world.kitchen.choreId,
    completionId: world.kitchen.completionId,
    rewardId: world.kitchen.rewardId,
    requestId: world.kitchen.requestId,
    entryId: world.kitchen.entryId,
    screenId: world.kitchen.screenId,
    pairingCode: world.kitchen.pairingCode,
    ...world.twoHomes,
    helperLinkId: world.helper.helperLinkId,
    helperSecret: world.helper.helperSecret,
    helperDeviceId: world.helper.helperDeviceId,
    helperWaitingDeviceId: world.helper.helperWaitingDeviceId,
    helperTaskId: world.helper.helperTaskId,
    photoId: world.photoId,
    recipeId: world.recipeId,
  };
}

/** `"{listId}"` → the world's list id, in any string of an example (nested ones too). */
function fill(value: unknown, samples: Record<string, string>): unknown {
  if (typeof value === "string") return value.replace(/\{(\w+)\}/g, (whole, name: string) => samples[name] ?? whole);
  if (Array.isArray(value)) return value.map((item) => fill(item, samples));
  if (typeof value === "object" && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item, samples)]));
  return value;
}

function requestOf(route: Route, world: FamilyWorld): RouteRequest {
  const samples = samplesOf(world);
  const { params = {}, query, body, headers } = route.example;
  // A path parameter the example leaves out is the sample of its name (`:familyId` → `{familyId}`).
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => encodeURIComponent(String(fill(params[name] ?? `{${name}}`, samples))));
  const search = query ? `?${new URLSearchParams(fill(query, samples) as Record<string, string>)}` : "";
  return { path: `${path}${search}`, ...(body ? { body: fill(body, samples) as Record<string, unknown> } : {}), ...(headers ? { headers } : {}) };
}

const OPTIONAL_TYPES = new Set(["optional", "nullish", "exact_optional", "undefinedable"]);

/** The object schema among a body schema's options that takes the example (a union of one-change bodies has several). */
const OBJECT_TYPES = new Set(["object", "strict_object", "loose_object"]);

function objectFor(schema: v.GenericSchema, example: Record<string, unknown>): v.ObjectSchema<v.ObjectEntries, undefined> | undefined {
  if (OBJECT_TYPES.has(schema.type)) return schema as v.ObjectSchema<v.ObjectEntries, undefined>;
  if ("options" in schema && Array.isArray(schema.options)) {
    const option = (schema.options as v.GenericSchema[]).find((candidate) => v.is(candidate, example));
    return option ? objectFor(option, example) : undefined;
  }
  if ("pipe" in schema && Array.isArray(schema.pipe)) return objectFor(schema.pipe[0] as v.GenericSchema, example);
  return undefined;
}

function bodyCase(route: Route): RouteCase["body"] {
  const example = route.example.body;
  if (!route.body || !example) return undefined;
  const entries = objectFor(route.body, example)?.entries ?? {};
  const fields = Object.keys(example);
  const required = fields.filter((field) => field in entries && !OPTIONAL_TYPES.has(entries[field]!.type));
  const idFields = fields.filter((field) => typeof example[field] === "string" && /^\{\w+Id\}$/.test(example[field]));
  return { fields, required, schema: route.body, idFields };
}

const routeCase = (route: Route): RouteCase => ({
  access: route.access,
  request: (world) => requestOf(route, world),
  ownStatus: route.example.status,
  foreign: route.example.foreign,
  body: bodyCase(route),
  plainTextErrors: route.options?.plainTextErrors === true,
  fuzzQuery: route.example.fuzzQuery,
  answerSchema: route.answer.schema,
  tells: route.tells ?? [],
});

export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The credential a route's own request goes with: the world's kitchen screen's for a kitchen route, its helper's device's for a helper route, else its user's. */
export const tokenFor = (route: Pick<RouteCase, "access">, world: FamilyWorld): string =>
  route.access === "kitchen" ? world.kitchen.kitchenToken : route.access === "helper" ? world.helper.helperToken : world.user.token;

/** Every declared route, keyed `METHOD path` as Hono lists it. */
export const ROUTES: Record<string, RouteCase> = Object.fromEntries(apiRoutes.map((route) => [routeKey(route.method, route.path), routeCase(route)]));

/**
 * Where the fuzzer puts a bad id, for every route: one case per path parameter (`:id`,
 * `:familyId`, …) and per `fuzzQuery`, each in the row's own request with that one value replaced.
 * Derived from the table, so a new `:id` route is fuzzed the day its row is added.
 */
interface IdCase {
  name: string;
  key: string;
  route: RouteCase;
  path: (world: FamilyWorld, id: string) => string;
}

export function idCases(): IdCase[] {
  return Object.entries(ROUTES).flatMap(([key, route]) => {
    const pattern = splitKey(key).path.split("/");
    const inPath = pattern.flatMap((segment, index) =>
      segment.startsWith(":")
        ? [
            {
              name: `${key} (${segment})`,
              key,
              route,
              path: (world: FamilyWorld, id: string) => {
                const [path, query] = route.request(world).path.split("?");
                const segments = path!.split("/");
                segments[index] = id;
                return query === undefined ? segments.join("/") : `${segments.join("/")}?${query}`;
              },
            },
          ]
        : [],
    );
    const { fuzzQuery } = route;
    const inQuery = fuzzQuery
      ? [
          {
            name: `${key} (?${fuzzQuery})`,
            key,
            route,
            path: (world: FamilyWorld, id: string) => {
              const [path, query] = route.request(world).path.split("?");
              const params = new URLSearchParams(query);
              params.delete(fuzzQuery);
              const rest = params.toString();
              // The value goes in as it comes (already percent-encoded by the caller).
              return `${path}?${rest ? `${rest}&` : ""}${fuzzQuery}=${id}`;
            },
          },
        ]
      : [];
    return [...inPath, ...inQuery];
  });
}

export function splitKey(key: string): { method: string; path: string } {
  const [method, path] = key.split(" ");
  return { method: method!, path: path! };
}

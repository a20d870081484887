import type { Context } from "hono";
import type { GenericSchema, InferOutput } from "valibot";
import type { ErrorCode } from "@contract/errors";
import type { LiveMessageType } from "@contract/realtime";
import type { AppEnv, AuthContext, Db } from "../env";
import type { FamilyRead, FamilySelects } from "../lib/family-read";
import type { KitchenCaller } from "../services/kitchen/screens";
import type { HelperCaller } from "../services/helpers/devices";
import type { HelperPower } from "@contract/helper-limits";
import type { Outcome } from "../services/effects";
import { type FamilyListAnswer, readFamilyList, type FamilyListRequest } from "../services/family/list-reads";

/**
 * Who may call a route: anyone; a signed-in user; a signed-in member acting on their own family
 * (a `:familyId` in the path, or a `familyId` in the body, must be theirs); an administrator; a
 * paired kitchen screen, acting for its family (docs/features/kitchen.md); a helper's device, with
 * the powers its link gives (docs/features/helpers.md). A kitchen screen's token is refused with 403
 * on every route not declared "kitchen", a helper's on every route not declared "helper", public
 * ones too.
 */
export type Access = "public" | "signed-in" | "family" | "admin" | "kitchen" | "helper";

export type Method = "GET" | "POST" | "PATCH" | "PUT" | "DELETE";

/** The names of a path's `:parameters`: `"/api/families/:familyId/invites/:id"` → `"familyId" | "id"`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/**
 * Ids of a sample family (a user with a family, a list with an item, a member without an account,
 * a task, an invite, an event, a meal, a support ticket). A route's example names them as
 * `{listId}` in its path parameters, query and body; the security suite fills them with a real
 * family's ids and attacks the route with them.
 */
export type SampleName =
  | "familyId"
  | "userId"
  | "username"
  | "email"
  | "password"
  | "listId"
  | "itemId"
  | "memberId"
  | "reminderId"
  | "inviteId"
  | "inviteCode"
  | "eventId"
  | "subscriptionId"
  | "mealId"
  | "ticketId"
  | "appPasswordId"
  | "childId"
  | "parentId"
  | "choreId"
  | "completionId"
  | "rewardId"
  | "requestId"
  | "entryId"
  | "screenId"
  | "pairingCode"
  /** A linked child's link (to a family in another database), a swap the other home proposed, one the family proposed, a one-off stretch, and another family's open code. */
  | "linkId"
  | "swapId"
  | "ownSwapId"
  | "exceptionId"
  | "homeInviteCode"
  /** A helper's link (every power), its secret, its let-in device and a waiting one, and a task assigned to the helper. */
  | "helperLinkId"
  | "helperSecret"
  | "helperDeviceId"
  | "helperWaitingDeviceId"
  | "helperTaskId"
  /** A photo of the family's album (its bytes in R2). */
  | "photoId"
  /** A recipe of the family's box. */
  | "recipeId";

/**
 * A request to the route that works for the sample family's own user (an administrator on an admin
 * route), and what it answers. The security suite sends it as that user, as another family's user
 * (`foreign`), with dead tokens, and fuzzed.
 */
export interface RouteExample {
  /** Path parameters; `:familyId` defaults to the sample family's. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** The answer's status for the sample family's own user. */
  status: number;
  /**
   * What another family's user gets when sending this same request. Routes that name the sample
   * family's data answer these (403, 404 or 409); "own" means the route only ever acts on the
   * caller's own account or family and may answer anything but a 5xx.
   */
  foreign: readonly number[] | "own";
  /** A query parameter that carries an id or token: the fuzzer aims there too (path parameters it finds itself). */
  fuzzQuery?: string;
}

interface RouteOptions {
  /** Failures answered as plain text with the code in `X-Error-Code` (screens that show the body as it comes). */
  plainTextErrors?: boolean;
  /** The language of the generic error texts; admin routes default to English, every other to Faroese. */
  language?: "fo" | "en";
  /** A body limit other than the API's 64 KiB, with the text its 413 answers. */
  bodyLimit?: { bytes: number; message: string };
  /** Open to an administrator who has not enrolled a second factor yet (enrolment itself, me, logout). */
  duringEnrolment?: boolean;
  /** Cannot be undone: needs a second-factor check in this session within the last 10 minutes, else 403 `step_up_required`. */
  stepUp?: boolean;
  /**
   * Its reads decide on security (a password, a code, a session being ended, an invite): its D1
   * session starts at the primary, never at a replica that may lag behind a revocation
   * (docs/features/read-replicas.md). Every admin route has it without saying so.
   */
  primary?: boolean;
  /** A helper route's power: the link must give it, else 403 (none: any helper whose device is let in). */
  power?: HelperPower;
  /** A helper route a device still waiting for a parent may call too (who it is, whether it is let in yet). */
  waitingDevice?: boolean;
}

export interface RouteAnswer {
  status: number;
  description: string;
  schema?: GenericSchema;
}

/**
 * A paged read (docs/api.md "Paging in headers"): what the read or handler answers is an object
 * of the page's rows, `nextBefore` and maybe a count; the mount sends the rows as the body's
 * array, the cursor as a `Link: <…?before=…>; rel="next"` and the count as `X-History-Count`.
 */
export interface RoutePaging {
  /** The answer's field holding the page's rows. */
  rows: string;
  /** The answer's field counting the whole history, on the reads that count it. */
  count?: string;
  /** Where the next page is read when not at this same URL (`:familyId` filled from the request). */
  next?: `/api/${string}`;
}

/** What every route declares about itself, besides how it is handled. */
interface RouteFacts<M extends Method, P extends string, A extends Access> {
  method: M;
  path: P;
  /** One line: what the call does (the reference's summary). */
  summary: string;
  /** The reference's group, one per feature. */
  tag: string;
  access: A;
  /** The successful answer: its status, in words, and its body's schema (checked against the example's answer by the security suite). */
  answer: RouteAnswer;
  /** The failures of its own, beyond those its access and body bring (401, 403, 400, 413 are added). */
  errors?: Partial<Record<ErrorCode, string>>;
  options?: RouteOptions;
  paging?: RoutePaging;
  /** The live notices a successful call may send the family's phones (the security suite holds the handler to them). */
  tells?: readonly LiveMessageType[];
  example: RouteExample;
}

type Out<S> = S extends GenericSchema ? InferOutput<S> : undefined;

/** What a handler is given besides the context: the validated request, and the caller as its access grants. */
type RouteInput<A extends Access, P extends string, B, Q, PS> = {
  body: Out<B>;
  query: Out<Q>;
  params: PS extends GenericSchema ? InferOutput<PS> : Record<ParamNames<P>, string>;
} & (A extends "public" | "kitchen" | "helper" ? unknown : { caller: AuthContext }) &
  (A extends "family" | "kitchen" | "helper" ? { familyId: string } : unknown) &
  (A extends "kitchen" ? { screen: KitchenCaller } : unknown) &
  (A extends "helper" ? { helper: HelperCaller } : unknown);

/** A handler answers a Response, or a service's outcome whose effects the mount runs after the answer. */
type Handler<A extends Access, P extends string, B, Q, PS> = (c: Context<AppEnv>, input: RouteInput<A, P, B, Q, PS>) => Answered | Promise<Answered>;
type Answered = Response | Outcome;

/** The input as the mount builds it, before a declaration's types narrow it. */
export interface MountedInput {
  body: unknown;
  query: unknown;
  params: Record<string, unknown>;
  caller?: AuthContext;
  familyId?: string;
  screen?: KitchenCaller;
  helper?: HelperCaller;
}

/**
 * A route as the app holds it: its facts, its schemas and its handler. Made by `defineRoute` or
 * `familyListRoute`; `mountRoutes` derives its middleware from it, `openApiDocument` its entry in
 * the reference, and the security suite its row.
 */
export interface Route extends RouteFacts<Method, string, Access> {
  params?: GenericSchema;
  query?: GenericSchema;
  body?: GenericSchema;
  /** A family list read: the session check and the read go to D1 in one batch (services/family/list-reads.ts). */
  list?: (db: Db, secret: string, request: FamilyListRequest) => Promise<FamilyListAnswer<unknown>>;
  handle?: (c: Context<AppEnv>, input: MountedInput) => Answered | Promise<Answered>;
}

/**
 * One route, declared once:
 *
 *   defineRoute({
 *     method: "PATCH", path: "/api/reminders/:id", access: "family",
 *     summary: "Renames or completes a task.", tag: "tasks",
 *     body: updateReminderBody,
 *     answer: { status: 200, description: "The task as it now is." },
 *     errors: { not_found: "No such task in the caller's family." },
 *     example: { params: { id: "{reminderId}" }, body: { completed: true }, status: 200, foreign: [404] },
 *     handler: (c, { familyId, params, body }) => updateReminder(c.get("db"), familyId, params.id, body),
 *   });
 *
 * `params` (a valibot object over the path's text) is optional: without it every path parameter is
 * a string, and one that cannot name a row simply finds none. A params failure answers 404 with the
 * schema's text: a path that names nothing is not found.
 */
export function defineRoute<
  const M extends Method,
  const P extends string,
  const A extends Access,
  B extends GenericSchema | undefined = undefined,
  Q extends GenericSchema | undefined = undefined,
  PS extends GenericSchema | undefined = undefined,
>(route: RouteFacts<M, P, A> & { body?: B; query?: Q; params?: PS; handler: Handler<A, P, B, Q, PS> }): Route {
  const { handler, ...facts } = route;
  // The mount builds exactly the input the access and schemas promise (http/mount.ts).
  return { ...facts, handle: (c, input) => handler(c, input as RouteInput<A, P, B, Q, PS>) };
}

/**
 * A `GET /api/families/:familyId/…` list read: family access, the read's parameters as its query,
 * answered from one D1 round trip.
 */
export function familyListRoute<S extends FamilySelects<string>, T, Q extends Record<string, unknown>>(route: {
  path: `/api/families/:familyId/${string}`;
  summary: string;
  tag: string;
  answer: RouteAnswer & { status: 200 };
  read: FamilyRead<S, T, Q>;
  paging?: RoutePaging;
  example?: Partial<RouteExample>;
}): Route {
  const { example, read, ...facts } = route;
  return {
    ...facts,
    method: "GET",
    access: "family",
    ...(read.schema ? { query: read.schema } : {}),
    example: { status: 200, foreign: [403], ...example },
    list: (db, secret, request) => readFamilyList(db, secret, read, request),
  };
}

/**
 * Whether a route's D1 session starts at the primary: an admin route, a kitchen screen's or a
 * helper's (so a revoked screen or link is refused at once), or one that declares it.
 */
export const readsFromPrimary = (route: Pick<Route, "access" | "options">): boolean =>
  route.access === "admin" || route.access === "kitchen" || route.access === "helper" || route.options?.primary === true;

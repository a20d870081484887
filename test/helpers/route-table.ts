import { inDays, type FamilyWorld } from "./world";

export type Access = "public" | "signed-in" | "family" | "admin";

export interface RouteRequest {
  path: string;
  body?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface RouteCase {
  access: Access;
  /** The request as the world's own user would send it; it must succeed for them. */
  request: (world: FamilyWorld) => RouteRequest;
  /** The status of that request in the world's own hands (a check that the row is right). */
  ownStatus: number;
  /**
   * What a user of another family gets when sending `request(victim)`. Routes that name the victim's
   * data answer 403/404 (or 409); routes that only ever act on the caller's own account or family
   * ("own") may answer anything but must not touch or reveal the victim's data.
   */
  foreign: readonly number[] | "own";
  /** For the fuzzer: the fields of the body's schema, and those it requires. */
  body?: { fields: readonly string[]; required: readonly string[] };
  /** Reset screens answer failures as plain text with the code in X-Error-Code (docs/api.md#errors). */
  plainTextErrors?: boolean;
  /** A query parameter that carries an id or token: the fuzzer puts its values there too (path parameters it finds itself). */
  fuzzQuery?: string;
}

const BOGUS_CHALLENGE = "eyJhbGciOiJIUzI1NiJ9.eyJqdGkiOiJ4In0.bogus";

/**
 * Every route the app mounts, keyed `METHOD path` exactly as Hono lists it. The security suite
 * fails when the app has a route that is not here (or this has one the app lacks), so a new
 * route is covered by adding its row.
 */
export const ROUTES: Record<string, RouteCase> = {
  "GET /api/health": { access: "public", request: () => ({ path: "/api/health" }), ownStatus: 200, foreign: "own" },
  "GET /api/openapi.json": { access: "public", request: () => ({ path: "/api/openapi.json" }), ownStatus: 200, foreign: "own" },
  "GET /api/auth/challenge": { access: "public", request: () => ({ path: "/api/auth/challenge" }), ownStatus: 200, foreign: "own" },
  "POST /api/auth/register": {
    access: "public",
    // A well-formed body whose challenge is not ours: it reaches the service but creates nothing.
    request: () => ({
      path: "/api/auth/register",
      body: { username: "newperson", email: "new@example.test", password: "a-long-password", securityToken: BOGUS_CHALLENGE, answer: 3, website: "" },
    }),
    ownStatus: 400,
    foreign: "own",
    body: {
      fields: ["username", "email", "password", "securityToken", "answer", "website"],
      required: ["username", "email", "password", "securityToken", "answer"],
    },
  },
  "POST /api/auth/login": {
    access: "public",
    request: (w) => ({ path: "/api/auth/login", body: { username: w.user.username, password: "correct-horse-battery", rememberMe: false } }),
    ownStatus: 200,
    foreign: "own",
    body: { fields: ["username", "password", "rememberMe"], required: ["username", "password"] },
  },
  "GET /api/auth/verify": { access: "public", request: () => ({ path: "/api/auth/verify?token=unknown" }), ownStatus: 302, foreign: "own" },
  "POST /api/auth/reset-password": {
    access: "public",
    request: (w) => ({ path: "/api/auth/reset-password", body: { email: w.user.email } }),
    ownStatus: 200,
    foreign: "own",
    body: { fields: ["email"], required: ["email"] },
    plainTextErrors: true,
  },
  "POST /api/auth/new-password": {
    access: "public",
    request: () => ({ path: "/api/auth/new-password", body: { token: "not-a-reset-token", password: "a-new-password" } }),
    ownStatus: 400,
    foreign: "own",
    body: { fields: ["token", "password"], required: ["token", "password"] },
    plainTextErrors: true,
  },
  "GET /api/auth/me": { access: "signed-in", request: () => ({ path: "/api/auth/me" }), ownStatus: 200, foreign: "own" },
  "POST /api/auth/logout": { access: "signed-in", request: () => ({ path: "/api/auth/logout" }), ownStatus: 204, foreign: "own" },
  "GET /api/families/:familyId/members": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/members` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/family-members": {
    access: "family",
    request: (w) => ({ path: "/api/family-members", body: { name: "Guðrun", role: "Mamma", familyId: w.user.familyId } }),
    ownStatus: 201,
    foreign: "own",
    body: { fields: ["name", "role"], required: ["name"] },
  },
  "PATCH /api/family-members/:id": {
    access: "family",
    request: (w) => ({ path: `/api/family-members/${w.extraMemberId}`, body: { name: "Rókur Jákup" } }),
    ownStatus: 200,
    foreign: [404],
    body: { fields: ["name"], required: ["name"] },
  },
  "DELETE /api/family-members/:id": {
    access: "family",
    request: (w) => ({ path: `/api/family-members/${w.extraMemberId}` }),
    ownStatus: 204,
    foreign: [404],
  },
  "GET /api/families/:familyId/invites": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/invites` }),
    ownStatus: 200,
    foreign: [403],
  },
  "DELETE /api/families/:familyId/invites/:id": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/invites/${w.inviteId}` }),
    ownStatus: 204,
    foreign: [403],
  },
  "GET /api/families/:familyId/reminders": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/reminders` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/reminders": {
    access: "family",
    request: (w) => ({
      path: "/api/reminders",
      body: { title: "Sláa grasið", description: "Í garðinum", dueDate: "2030-05-01T12:00:00.000Z", priority: "high", assignedTo: w.extraMemberId },
    }),
    ownStatus: 201,
    // Another family's member as assignee reads as not found.
    foreign: [404],
    // description, dueDate and assignedTo accept null (none), so a fuzzed null would be a valid
    // body; test/worker/reminders.test.ts refuses their bad values one by one.
    body: { fields: ["title", "priority"], required: ["title"] },
  },
  "PATCH /api/reminders/:id": {
    access: "family",
    request: (w) => ({ path: `/api/reminders/${w.reminderId}`, body: { completed: true } }),
    ownStatus: 200,
    foreign: [404],
    body: { fields: ["completed"], required: ["completed"] },
  },
  "DELETE /api/reminders/:id": {
    access: "family",
    request: (w) => ({ path: `/api/reminders/${w.reminderId}` }),
    ownStatus: 204,
    foreign: [404],
  },
  "POST /api/families/:familyId/invites": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/invites` }),
    ownStatus: 201,
    foreign: [403],
  },
  "POST /api/families/join": {
    access: "signed-in",
    request: (w) => ({ path: "/api/families/join", body: { code: w.inviteCode } }),
    // The world's user already has a family, so even their own code is refused.
    ownStatus: 409,
    foreign: [409],
    body: { fields: ["code"], required: ["code"] },
  },
  "GET /api/families/:familyId/shopping-lists": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/shopping-lists` }),
    ownStatus: 200,
    foreign: [403],
  },
  "GET /api/families/:familyId/shopping-statistics": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/shopping-statistics` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/shopping-lists": {
    access: "family",
    request: (w) => ({ path: "/api/shopping-lists", body: { familyId: w.user.familyId, name: "Handilslisti" } }),
    ownStatus: 201,
    foreign: [403],
    body: { fields: ["familyId", "name"], required: [] },
  },
  "POST /api/shopping-items": {
    access: "family",
    request: (w) => ({ path: "/api/shopping-items", body: { listId: w.listId, name: "Brey", quantity: 1, addedBy: w.user.id } }),
    ownStatus: 201,
    foreign: [404],
    body: { fields: ["listId", "name", "quantity"], required: ["listId", "name"] },
  },
  "PATCH /api/shopping-items/:id": {
    access: "family",
    request: (w) => ({ path: `/api/shopping-items/${w.itemId}`, body: { completed: true } }),
    ownStatus: 200,
    foreign: [404],
    body: { fields: ["completed"], required: ["completed"] },
  },
  "DELETE /api/shopping-items/:id": {
    access: "family",
    request: (w) => ({ path: `/api/shopping-items/${w.itemId}` }),
    ownStatus: 204,
    foreign: [404],
  },
  "GET /api/families/:familyId/dinner-meals": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/dinner-meals` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/dinner-meals": {
    access: "family",
    request: () => ({ path: "/api/dinner-meals", body: { title: "Fiskur", scheduledDate: inDays(3), ingredients: ["Hýsa", "Smør"] } }),
    ownStatus: 201,
    // Creates a meal in the caller's own family only.
    foreign: "own",
    // ingredients is fuzzed in meals.test.ts: an empty array, the fuzzer's likeliest wrong type, is valid.
    body: { fields: ["title", "scheduledDate"], required: ["title", "scheduledDate"] },
  },
  "PATCH /api/dinner-meals/:id": {
    access: "family",
    request: (w) => ({ path: `/api/dinner-meals/${w.mealId}`, body: { title: "Ræst kjøt og kartøflur" } }),
    ownStatus: 200,
    foreign: [404],
    body: { fields: ["title"], required: ["title"] },
  },
  "DELETE /api/dinner-meals/:id": {
    access: "family",
    request: (w) => ({ path: `/api/dinner-meals/${w.mealId}` }),
    ownStatus: 204,
    foreign: [404],
  },
  "POST /api/ws/ticket": { access: "family", request: () => ({ path: "/api/ws/ticket" }), ownStatus: 200, foreign: "own" },
  "GET /api/ws": {
    access: "public",
    // The ticket is the credential here; a made-up one is refused before any upgrade.
    request: () => ({ path: "/api/ws?ticket=made-up", headers: { Upgrade: "websocket" } }),
    ownStatus: 401,
    foreign: "own",
    fuzzQuery: "ticket",
  },
  "GET /api/admin-messages": { access: "signed-in", request: () => ({ path: "/api/admin-messages" }), ownStatus: 200, foreign: "own" },
  "POST /api/admin-messages/:id/read": {
    access: "signed-in",
    request: () => ({ path: "/api/admin-messages/00000000-0000-4000-8000-000000000000/read" }),
    ownStatus: 404,
    foreign: "own",
  },
  "GET /api/families/:familyId/events": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/events` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/events": {
    access: "family",
    request: (w) => ({
      path: "/api/events",
      body: {
        familyId: w.user.familyId,
        createdBy: w.user.id,
        title: "Foreldrafundur",
        description: "Í skúlanum",
        startTime: "2026-09-01T17:00:00.000Z",
        endTime: "2026-09-01T18:00:00.000Z",
        location: "Tórshavn",
        recurrence: "none",
      },
    }),
    ownStatus: 201,
    foreign: [403],
    // description and location may be null, so a null there is no malformed body.
    body: { fields: ["familyId", "createdBy", "title", "startTime", "endTime", "recurrence"], required: ["title", "startTime", "endTime"] },
  },
  "PATCH /api/events/:id": {
    access: "family",
    request: (w) => ({ path: `/api/events/${w.eventId}`, body: { title: "Nýtt heiti" } }),
    ownStatus: 200,
    foreign: [404],
    body: { fields: ["title"], required: ["title"] },
  },
  "DELETE /api/events/:id": {
    access: "family",
    request: (w) => ({ path: `/api/events/${w.eventId}` }),
    ownStatus: 204,
    foreign: [404],
  },
  "GET /api/families/:familyId/calendar-feed": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/calendar-feed` }),
    ownStatus: 200,
    foreign: [403],
  },
  "POST /api/families/:familyId/calendar-feed/rotate": {
    access: "family",
    request: (w) => ({ path: `/api/families/${w.user.familyId}/calendar-feed/rotate` }),
    ownStatus: 200,
    foreign: [403],
  },
  "GET /api/families/:familyId/calendar.ics": {
    access: "public",
    // The key is the credential: a made-up one reads as not found.
    request: (w) => ({ path: `/api/families/${w.user.familyId}/calendar.ics?key=made-up` }),
    ownStatus: 404,
    foreign: "own",
  },
  "POST /api/admin/messages": {
    access: "admin",
    request: () => ({ path: "/api/admin/messages", body: { title: "Viðlíkahald", message: "Skipanin er niðri í kvøld kl. 22." } }),
    ownStatus: 201,
    foreign: [403],
    body: { fields: ["title", "message"], required: ["title", "message"] },
  },
  "POST /api/admin/system/backup/export": {
    access: "admin",
    request: () => ({ path: "/api/admin/system/backup/export", body: { format: "json", tables: ["admin_messages"] } }),
    ownStatus: 200,
    foreign: [403],
    body: { fields: ["format", "tables"], required: ["format"] },
  },
  // The world's database holds families, so a restore into it is refused (409) after the file is checked.
  "POST /api/admin/system/backup/import": {
    access: "admin",
    request: () => ({ path: "/api/admin/system/backup/import", body: { format: "familyhub-backup" } }),
    ownStatus: 400,
    foreign: [403],
  },
  "GET /api/admin/stats": { access: "admin", request: () => ({ path: "/api/admin/stats" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/detailed-stats": { access: "admin", request: () => ({ path: "/api/admin/detailed-stats" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/users": { access: "admin", request: () => ({ path: "/api/admin/users" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/users/today": { access: "admin", request: () => ({ path: "/api/admin/users/today" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/users/unverified": { access: "admin", request: () => ({ path: "/api/admin/users/unverified" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/users/no-family": { access: "admin", request: () => ({ path: "/api/admin/users/no-family" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/users/active": { access: "admin", request: () => ({ path: "/api/admin/users/active" }), ownStatus: 200, foreign: [403] },
  // The world's user has a family (409) and is the administrator (deleting one is 409); a new
  // password goes to an unknown id, so the suite's own session survives.
  "POST /api/admin/users/:id/fix-family": {
    access: "admin",
    request: (w) => ({ path: `/api/admin/users/${w.user.id}/fix-family` }),
    ownStatus: 409,
    foreign: [403],
  },
  "PATCH /api/admin/users/:id/password": {
    access: "admin",
    request: () => ({ path: "/api/admin/users/00000000-0000-4000-8000-000000000000/password", body: { newPassword: "a-fresh-long-password" } }),
    ownStatus: 404,
    foreign: [403],
    body: { fields: ["newPassword"], required: ["newPassword"] },
  },
  "DELETE /api/admin/users/:id": { access: "admin", request: (w) => ({ path: `/api/admin/users/${w.user.id}` }), ownStatus: 409, foreign: [403] },
  // Tickets and info messages in the panel: a message to delete goes to an unknown id (404), so the row never removes the world's data.
  "GET /api/admin/support/tickets": { access: "admin", request: () => ({ path: "/api/admin/support/tickets" }), ownStatus: 200, foreign: [403] },
  "PATCH /api/admin/support/tickets/:id": {
    access: "admin",
    request: (w) => ({ path: `/api/admin/support/tickets/${w.ticketId}`, body: { status: "in_progress" } }),
    ownStatus: 200,
    foreign: [403],
    body: { fields: ["status"], required: ["status"] },
  },
  "GET /api/admin/messages": { access: "admin", request: () => ({ path: "/api/admin/messages" }), ownStatus: 200, foreign: [403] },
  "DELETE /api/admin/messages/:id": {
    access: "admin",
    request: () => ({ path: "/api/admin/messages/00000000-0000-4000-8000-000000000000" }),
    ownStatus: 404,
    foreign: [403],
  },
  // Analytics and user care (routes/admin-analytics.ts): verify and resend go to an unknown id, so the world is untouched.
  "GET /api/admin/login-analytics": { access: "admin", request: () => ({ path: "/api/admin/login-analytics" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/password-resets": { access: "admin", request: () => ({ path: "/api/admin/password-resets" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/shopping/daily": { access: "admin", request: () => ({ path: "/api/admin/shopping/daily" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/shopping/weekly": { access: "admin", request: () => ({ path: "/api/admin/shopping/weekly" }), ownStatus: 200, foreign: [403] },
  "POST /api/admin/users/:id/verify": {
    access: "admin",
    request: () => ({ path: "/api/admin/users/00000000-0000-4000-8000-000000000000/verify" }),
    ownStatus: 404,
    foreign: [403],
  },
  "POST /api/admin/users/:id/resend-verification": {
    access: "admin",
    request: () => ({ path: "/api/admin/users/00000000-0000-4000-8000-000000000000/resend-verification" }),
    ownStatus: 404,
    foreign: [403],
  },
  "GET /api/admin/system/status": { access: "admin", request: () => ({ path: "/api/admin/system/status" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/system/auth": { access: "admin", request: () => ({ path: "/api/admin/system/auth" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/system/database": { access: "admin", request: () => ({ path: "/api/admin/system/database" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/system/logs": { access: "admin", request: () => ({ path: "/api/admin/system/logs?level=WARN" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/system/backup": { access: "admin", request: () => ({ path: "/api/admin/system/backup" }), ownStatus: 200, foreign: [403] },
  "GET /api/admin/system/outbox": { access: "admin", request: () => ({ path: "/api/admin/system/outbox" }), ownStatus: 200, foreign: [403] },
  "POST /api/admin/system/test-email": { access: "admin", request: () => ({ path: "/api/admin/system/test-email" }), ownStatus: 200, foreign: [403] },
  "POST /api/admin/users": {
    access: "admin",
    request: () => ({
      path: "/api/admin/users",
      body: { username: "route-table-new", email: "route-table-new@example.com", password: "a-fresh-long-password" },
    }),
    ownStatus: 201,
    foreign: [403],
    body: { fields: ["username", "email", "password", "isAdmin"], required: ["username", "email", "password"] },
  },
  "GET /api/support/tickets": { access: "signed-in", request: () => ({ path: "/api/support/tickets" }), ownStatus: 200, foreign: "own" },
  "POST /api/support/tickets": {
    access: "signed-in",
    request: () => ({ path: "/api/support/tickets", body: { subject: "Innrita", description: "Eg kann ikki rita inn á telefonini.", priority: "medium" } }),
    ownStatus: 201,
    foreign: "own",
    body: { fields: ["subject", "description", "priority"], required: ["subject", "description"] },
  },
  "POST /api/support/tickets/:id/responses": {
    access: "signed-in",
    request: (w) => ({ path: `/api/support/tickets/${w.ticketId}/responses`, body: { message: "Takk fyri!" } }),
    ownStatus: 201,
    foreign: [404],
    body: { fields: ["message"], required: ["message"] },
  },
};

export const routeKey = (method: string, path: string) => `${method} ${path}`;

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

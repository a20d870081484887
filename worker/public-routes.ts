/**
 * The routes anyone may call without a session, as the API reference lists them (docs/api.md
 * "Public"): health, the registration challenge, register, sign-in, the verification link, the
 * reset request and the new password, and the live socket (its one-use ticket is the credential).
 * test/worker/security/routes.security.test.ts holds the route table's `public` rows equal to this
 * list, so a route cannot become public by a slip in the table.
 */
export const PUBLIC_ROUTES = [
  "GET /api/health",
  "GET /api/auth/challenge",
  "POST /api/auth/register",
  "POST /api/auth/login",
  "GET /api/auth/verify",
  "POST /api/auth/reset-password",
  "POST /api/auth/new-password",
  "GET /api/ws",
] as const;

import type { Bindings } from "../env";

/** The app's public origin: APP_ORIGIN when set (behind a proxy), else the request's own. */
export function appOrigin(c: { env: Pick<Bindings, "APP_ORIGIN">; req: { url: string } }): string {
  return c.env.APP_ORIGIN || new URL(c.req.url).origin;
}

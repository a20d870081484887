import type { Context, Hono } from "hono";
import type { StatusCode } from "hono/utils/http-status";
import { bodyLimit } from "hono/body-limit";
import { MAX_BODY_BYTES } from "@contract/limits";
import type { AppEnv } from "../env";
import { logSecurityEvent } from "../http/security-log";
import { RateLimitedError } from "../lib/http-error";
import { securityHeaders } from "../middleware/security-headers";
import { escapeXml, xmlDocument, dav } from "./xml";
import { type DavError, refusalOf } from "./errors";
import { DAV_ROOT, targetOf } from "./paths";
import { propfind, proppatch } from "./propfind";
import { report } from "./report";
import { openCallerDatabase } from "./sign-in";
import { deleteResource, getResource, putResource } from "./resource";
import { DAV_KINDS } from "./kinds";
import type { DavKinds } from "./scope";

/**
 * The CalDAV server (docs/features/caldav.md), mounted beside the JSON API: `/.well-known/caldav`
 * (RFC 6764) and everything under `/caldav/`. Every request signs in with HTTP Basic and an app
 * password (sign-in.ts); the JSON API never takes Basic, so an app password opens nothing else.
 */
const ALLOW = "OPTIONS, GET, HEAD, PUT, DELETE, PROPFIND, PROPPATCH, REPORT";
const DAV_HEADER = "1, 3, calendar-access";

type Handler = (kinds: DavKinds, c: Context<AppEnv>, target: ReturnType<typeof targetOf>) => Promise<Response>;

const HANDLERS: Record<string, Handler> = {
  PROPFIND: propfind,
  PROPPATCH: proppatch,
  REPORT: report,
  GET: (kinds, c, target) => getResource(kinds, c, target, false),
  HEAD: (kinds, c, target) => getResource(kinds, c, target, true),
  PUT: putResource,
  DELETE: deleteResource,
};

function refusal(error: DavError): Response {
  const headers: Record<string, string> = { ...error.headers };
  if (error.condition !== undefined) {
    headers["Content-Type"] = "application/xml; charset=utf-8";
    // The precondition for the client, the text for a person reading its log (RFC 4918 16: DAV:error's content is open).
    const body = dav("error", `${error.condition}${dav("responsedescription", escapeXml(error.message))}`);
    return new Response(xmlDocument(body), { status: error.status, headers });
  }
  headers["Content-Type"] = "text/plain; charset=utf-8";
  return new Response(escapeXml(error.message), { status: error.status, headers });
}

async function answer(kinds: DavKinds, c: Context<AppEnv>): Promise<Response> {
  const method = c.req.method.toUpperCase();
  if (method === "OPTIONS") return new Response(null, { status: 200, headers: { DAV: DAV_HEADER, Allow: ALLOW } });
  const handler = HANDLERS[method];
  // MOVE, COPY, MKCOL, MKCALENDAR, LOCK…: not offered.
  if (!handler) return new Response("Not supported", { status: 501, headers: { Allow: ALLOW } });
  await openCallerDatabase(c);
  c.set("requestId", crypto.randomUUID());
  try {
    return withContextHeaders(c, await handler(kinds, c, targetOf(new URL(c.req.url).pathname)));
  } catch (caught) {
    const known = refusalOf(caught);
    // The write allowance's refusal (worker/http/write-gate.ts) is logged as the JSON API logs it.
    if (caught instanceof RateLimitedError) logSecurityEvent(c, caught.securityEvent, { userId: caught.subjectId, route: `${method} /caldav` });
    if (known) return withContextHeaders(c, refusal(known));
    throw caught;
  }
}

/** The answer with the headers set on the context (the security headers, a write's `X-Live-Notices`), as `c.body` would carry them. */
const withContextHeaders = (c: Context<AppEnv>, response: Response): Response =>
  c.newResponse(response.body, response.status as StatusCode, Object.fromEntries(response.headers));

/** Mounts the server with its collection kinds (the registry, worker/caldav/kinds.ts; a test may mount its own). */
export function mountCaldav(app: Hono<AppEnv>, kinds: DavKinds = DAV_KINDS): void {
  app.all("/.well-known/caldav", (c) => c.redirect(DAV_ROOT, 301));
  // A phone given only the server's name asks the origin itself (RFC 6764 5, after the well-known
  // URL), so `/` reaches the Worker first (wrangler.toml): its DAV methods go to the server, and
  // GET and HEAD stay the web app's, answered by its files as without the Worker.
  app.on(["PROPFIND", "OPTIONS"], "/", (c) => c.redirect(DAV_ROOT, 301));
  app.on(["GET", "HEAD"], "/", (c) => c.env.ASSETS.fetch(c.req.raw));
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.text("The body is too large", 413) });
  for (const path of ["/caldav", "/caldav/*"]) {
    app.use(path, securityHeaders, limit);
    app.all(path, (c) => answer(kinds, c));
  }
}

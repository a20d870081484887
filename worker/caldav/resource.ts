import type { Context } from "hono";
import type { AppEnv } from "../env";
import { runEffects } from "../http/run-effects";
import { checkCalendarData } from "./calendar-data";
import type { DavObject } from "./collection";
import { davError } from "./errors";
import { etagOfBytes } from "./etag";
import type { DavTarget } from "./paths";
import { assertOwnFamily, collectionInfo, collectionsOf, type DavKinds, notFound, signedInReads } from "./scope";
import { dav } from "./xml";

/**
 * GET, HEAD, PUT and DELETE of one resource (docs/features/caldav.md "Resources"): strong ETags,
 * `If-Match` and `If-None-Match` checked before anything is written, `If-Match` again by the write
 * itself (412, nothing changes), and a write's effects (live notices, pushes) run as after a JSON write.
 */
const quoted = (etag: string) => `"${etag}"`;

/**
 * The resource a request names, read, in the caller's own collection. Anything but a resource:
 * a collection or the home is 405 (no GET or PUT there); a path in a collection the server would
 * not store (refused) is 404 to a read and its reason to a PUT; anything else is not there.
 */
async function opened(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget, writing = false) {
  if (target.kind !== "resource" && target.kind !== "refused") {
    await signedInReads(c, []);
    if (target.kind === "none") throw notFound();
    throw davError(405, "Not a resource", undefined, { Allow: "OPTIONS, PROPFIND, PROPPATCH, REPORT" });
  }
  const db = c.get("db");
  const { kind, batched } = collectionsOf(kinds, db, target.familyId, target.slug);
  const { request, rows } = await signedInReads(c, [batched.statement]);
  assertOwnFamily(request.caller, target.familyId);
  const info = collectionInfo(batched, rows[0]!, target.slug);
  if (target.kind === "refused") throw writing ? davError(target.status, target.reason) : notFound();
  const [current = null] = await kind.read(db, target.familyId, target.slug, { names: [target.name] }, request.caller.userId);
  return { request, kind, info, current, target };
}

/** The entity tags of an If-Match / If-None-Match header; weak ones never match a strong comparison. */
function tagsOf(header: string): string[] | "*" {
  if (header.trim() === "*") return "*";
  return [...header.matchAll(/(W\/)?"([^"]*)"/g)].filter((match) => !match[1]).map((match) => match[2]!);
}

/**
 * RFC 9110 13.1.1–2 for a write: 412 when the resource is not as the phone says it last saw it.
 * When an `If-Match` tag held, the state the resource was read in, for the kind's write to be
 * guarded by (a change landing in between is then a 412 too, not overwritten).
 */
function checkPreconditions(c: Context<AppEnv>, current: DavObject | null): string | undefined {
  const ifMatch = c.req.header("If-Match");
  const ifNoneMatch = c.req.header("If-None-Match");
  const failed = () => davError(412, "The resource has changed since it was read");
  if (ifMatch !== undefined) {
    const tags = tagsOf(ifMatch);
    if (!current || (tags !== "*" && !tags.includes(current.etag))) throw failed();
  }
  if (ifNoneMatch !== undefined) {
    const tags = tagsOf(ifNoneMatch);
    if (current && (tags === "*" || tags.includes(current.etag))) throw failed();
  }
  return ifMatch !== undefined && tagsOf(ifMatch) !== "*" ? current?.state : undefined;
}

export async function getResource(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget, head: boolean): Promise<Response> {
  const { current } = await opened(kinds, c, target);
  if (!current) throw notFound();
  const headers = { "Content-Type": "text/calendar; charset=utf-8", ETag: quoted(current.etag) };
  return new Response(head ? null : current.ics, { status: 200, headers });
}

const readOnly = () => davError(403, "This calendar is read-only", dav("need-privileges"));

/** The types a calendar body comes as: iCalendar's own, and what WebDAV file tools send for any file. */
const CALENDAR_TYPES = /^\s*(text\/calendar|application\/octet-stream)\s*(;|$)/i;

/**
 * A PUT body is taken as iCalendar whatever its Content-Type when it reads as one (a file tool's
 * `application/octet-stream`, none at all, or a wrong label on a VCALENDAR); checkCalendarData then
 * refuses what does not parse. A body labelled as something else that is no VCALENDAR is 415.
 */
function checkCalendarType(contentType: string | undefined, text: string): void {
  if (contentType === undefined || contentType.trim() === "" || CALENDAR_TYPES.test(contentType)) return;
  if (/^\s*BEGIN:VCALENDAR/i.test(text)) return;
  throw davError(415, `A body of type ${contentType} is not iCalendar: send text/calendar`);
}

/**
 * RFC 4791 5.3.4: a strong ETag in a PUT's answer says the server stored exactly the bytes sent, and
 * a client that gets one keeps its own copy. A kind that writes the phone's text back in its own
 * form (a to-do gains STATUS and CREATED, a shopping item's SUMMARY the list's form) answers no
 * ETag, so the phone fetches what is stored; the tag is given only when the stored text is the body.
 */
const etagHeader = (sent: Uint8Array, stored: string): Record<string, string> => (etagOfBytes(sent) === stored ? { ETag: quoted(stored) } : {});

export async function putResource(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget): Promise<Response> {
  const sent = new Uint8Array(await c.req.arrayBuffer());
  const text = new TextDecoder().decode(sent);
  checkCalendarType(c.req.header("Content-Type"), text);
  const { request, kind, info, current, target: resource } = await opened(kinds, c, target, true);
  if (info.readOnly || !kind.put) throw readOnly();
  checkCalendarData(text, info.component);
  const expected = checkPreconditions(c, current);
  const result = await kind.put(request.db, request.caller, resource.slug, resource.name, text, current, expected);
  runEffects(c, result.effects);
  return new Response(null, { status: current ? 204 : 201, headers: etagHeader(sent, result.body.etag) });
}

export async function deleteResource(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget): Promise<Response> {
  const { request, kind, info, current, target: resource } = await opened(kinds, c, target);
  if (info.readOnly || !kind.remove) throw readOnly();
  if (!current) throw notFound();
  const expected = checkPreconditions(c, current);
  const result = await kind.remove(request.db, request.caller, resource.slug, current, expected);
  runEffects(c, result.effects);
  return new Response(null, { status: 204 });
}

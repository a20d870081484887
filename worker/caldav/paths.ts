/**
 * The CalDAV URL space (docs/features/caldav.md "URLs"): the root, one principal per user, one
 * home per family with its collections by slug, and resources by name inside a collection.
 */
export const DAV_ROOT = "/caldav/";

export type DavTarget =
  | { kind: "root" }
  | { kind: "principal"; userId: string }
  | { kind: "home"; familyId: string }
  | { kind: "collection"; familyId: string; slug: string }
  | { kind: "resource"; familyId: string; slug: string; name: string }
  /** A path inside a collection that names no resource the server would store: a PUT there is refused with `reason`. */
  | { kind: "refused"; familyId: string; slug: string; status: 400 | 409; reason: string }
  | { kind: "none" };

const MAX_NAME = 200;

/** A phone's resource name, or why the server does not store it (any text of at most 200 characters but these). */
function checkedName(name: string | null): { name: string } | { reason: string } {
  if (name === null) return { reason: "A resource name is percent-encoded UTF-8" };
  if (name === "." || name === "..") return { reason: "A resource name cannot be . or .." };
  if (/[/\\]/.test(name)) return { reason: "A resource name holds no slash or backslash" };
  if ([...name].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127)) return { reason: "A resource name holds no control characters" };
  if (name.length > MAX_NAME) return { reason: `A resource name is at most ${MAX_NAME} characters` };
  return { name };
}
const ID = /^[A-Za-z0-9-]{1,64}$/;
const SLUG = /^[a-z]+(-[A-Za-z0-9-]{1,64})?$/;

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** What a request path names; `none` for anything else under /caldav/. */
export function targetOf(pathname: string): DavTarget {
  const parts = pathname.replace(/^\/caldav\/?/, "").split("/");
  if (parts.at(-1) === "") parts.pop();
  const [area, id, slug, name, ...rest] = parts.map(decoded);
  if (parts.length === 0) return { kind: "root" };
  if (!area || !id || !ID.test(id)) return { kind: "none" };
  if (area === "principals") return slug === undefined ? { kind: "principal", userId: id } : { kind: "none" };
  if (area !== "families") return { kind: "none" };
  if (slug === undefined) return { kind: "home", familyId: id };
  if (slug === null || !SLUG.test(slug)) return { kind: "none" };
  if (name === undefined) return { kind: "collection", familyId: id, slug };
  // RFC 4918 9.7.1: a PUT below a collection that is not there is 409.
  if (rest.length > 0) return { kind: "refused", familyId: id, slug, status: 409, reason: "A calendar holds no collections" };
  const checked = checkedName(name);
  if ("reason" in checked) return { kind: "refused", familyId: id, slug, status: 400, reason: checked.reason };
  return { kind: "resource", familyId: id, slug, name: checked.name };
}

export const principalHref = (userId: string) => `${DAV_ROOT}principals/${userId}/`;
export const homeHref = (familyId: string) => `${DAV_ROOT}families/${familyId}/`;
export const collectionHref = (familyId: string, slug: string) => `${homeHref(familyId)}${slug}/`;
export const resourceHref = (familyId: string, slug: string, name: string) => `${collectionHref(familyId, slug)}${encodeURIComponent(name)}`;

/** The resource name an href in a REPORT names inside this collection, else null (another collection's, or not a resource). */
export function nameInCollection(href: string, familyId: string, slug: string): string | null {
  const path = URL.canParse(href) ? new URL(href).pathname : href;
  const target = targetOf(path);
  return target.kind === "resource" && target.familyId === familyId && target.slug === slug ? target.name : null;
}

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
  | { kind: "none" };

/** A resource name as a phone may choose it: no slash or control character, at most 200 characters, not a dot segment. */
const NAME = /^[^/\\]{1,200}$/;
const isNameText = (name: string) => NAME.test(name) && ![...name].some((char) => char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
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
  if (rest.length > 0 || !area || !id || !ID.test(id)) return { kind: "none" };
  if (area === "principals") return slug === undefined ? { kind: "principal", userId: id } : { kind: "none" };
  if (area !== "families") return { kind: "none" };
  if (slug === undefined) return { kind: "home", familyId: id };
  if (slug === null || !SLUG.test(slug)) return { kind: "none" };
  if (name === undefined) return { kind: "collection", familyId: id, slug };
  if (name === null || !isNameText(name) || name === "." || name === "..") return { kind: "none" };
  return { kind: "resource", familyId: id, slug, name };
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

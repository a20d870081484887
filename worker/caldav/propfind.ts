import type { Context } from "hono";
import type { AppEnv } from "../env";
import { davError } from "./errors";
import { collectionHref, homeHref, principalHref, resourceHref, type DavTarget, DAV_ROOT } from "./paths";
import { collectionProps, homeProps, multistatus, principalProps, propRequestOf, propResponse, resourceProps, rootProps, type PropRequest } from "./properties";
import { signedInUserSql } from "./sign-in";
import { assertOwnFamily, collectionInfo, collectionsOf, type DavKinds, notFound, signedInReads } from "./scope";
import { collectionState, collectionStateStatement, homeState, homeStateStatement } from "./sync-log";
import { childrenNamed, dav, escapeXml, NS, parseXml, xmlDocument, type XmlElement } from "./xml";

/** A 207 Multi-Status answer. */
export const multistatusAnswer = (responses: readonly string[], extra = "") =>
  new Response(xmlDocument(multistatus(responses, extra)), { status: 207, headers: { "Content-Type": "application/xml; charset=utf-8" } });

/** Depth 0 or 1; `infinity` (also a missing Depth, which means it: RFC 4918 9.1) is refused as 9.1 allows. */
function depthOf(c: Context<AppEnv>): 0 | 1 {
  const depth = c.req.header("Depth")?.trim().toLowerCase() ?? "infinity";
  if (depth === "0") return 0;
  if (depth === "1") return 1;
  if (depth === "infinity") throw davError(403, "Depth: infinity is not supported", dav("propfind-finite-depth"));
  throw davError(400, "Depth must be 0, 1 or infinity");
}

async function bodyOf(c: Context<AppEnv>, rootName: string): Promise<XmlElement | null> {
  const root = parseXml(await c.req.text());
  if (root && (root.ns !== NS.dav || root.name !== rootName)) throw davError(400, `The body must be a DAV:${rootName}`);
  return root;
}

async function homeAnswer(kinds: DavKinds, c: Context<AppEnv>, familyId: string, depth: 0 | 1, ask: PropRequest) {
  const db = c.get("db");
  const batched = kinds.map((kind) => kind.collections(db, familyId));
  const { request, rows } = await signedInReads(c, [homeStateStatement(db, familyId), ...batched.map((part) => part.statement)]);
  assertOwnFamily(request.caller, familyId);
  const responses = [propResponse(homeHref(familyId), homeProps(request.caller), ask)];
  if (depth === 1) {
    const seqOf = homeState(rows[0]!, request.caller.userId);
    const infos = batched.flatMap((part, index) => part.read(rows[index + 1]!));
    for (const info of infos) responses.push(propResponse(collectionHref(familyId, info.slug), collectionProps(request.caller, info, seqOf(info.slug)), ask));
  }
  return multistatusAnswer(responses);
}

async function collectionAnswer(kinds: DavKinds, c: Context<AppEnv>, familyId: string, slug: string, depth: 0 | 1, ask: PropRequest) {
  const db = c.get("db");
  const { kind, batched } = collectionsOf(kinds, db, familyId, slug);
  const { request, rows } = await signedInReads(c, [batched.statement, collectionStateStatement(db, familyId, slug, signedInUserSql(c))]);
  assertOwnFamily(request.caller, familyId);
  const info = collectionInfo(batched, rows[0]!, slug);
  const responses = [propResponse(collectionHref(familyId, slug), collectionProps(request.caller, info, collectionState(rows[1]!).seq), ask)];
  if (depth === 1) {
    for (const object of await kind.read(db, familyId, slug, {}, request.caller.userId))
      responses.push(propResponse(resourceHref(familyId, slug, object.name), resourceProps(info, object), ask));
  }
  return multistatusAnswer(responses);
}

async function resourceAnswer(kinds: DavKinds, c: Context<AppEnv>, familyId: string, slug: string, name: string, ask: PropRequest) {
  const db = c.get("db");
  const { kind, batched } = collectionsOf(kinds, db, familyId, slug);
  const { request, rows } = await signedInReads(c, [batched.statement]);
  assertOwnFamily(request.caller, familyId);
  const info = collectionInfo(batched, rows[0]!, slug);
  const [object] = await kind.read(db, familyId, slug, { names: [name] }, request.caller.userId);
  if (!object) throw notFound();
  return multistatusAnswer([propResponse(resourceHref(familyId, slug, object.name), resourceProps(info, object), ask)]);
}

/** PROPFIND (RFC 4918 9.1) on the root, a principal, the home, a collection or a resource. */
export async function propfind(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget): Promise<Response> {
  const depth = depthOf(c);
  const ask = propRequestOf(await bodyOf(c, "propfind"));
  switch (target.kind) {
    case "root": {
      const { request } = await signedInReads(c, []);
      return multistatusAnswer([propResponse(DAV_ROOT, rootProps(request.caller), ask)]);
    }
    case "principal": {
      const { request } = await signedInReads(c, []);
      if (request.caller.userId !== target.userId) throw notFound();
      return multistatusAnswer([propResponse(principalHref(target.userId), principalProps(request.caller), ask)]);
    }
    case "home":
      return homeAnswer(kinds, c, target.familyId, depth, ask);
    case "collection":
      return collectionAnswer(kinds, c, target.familyId, target.slug, depth, ask);
    case "resource":
      return resourceAnswer(kinds, c, target.familyId, target.slug, target.name, ask);
    case "refused":
    case "none":
      await signedInReads(c, []);
      throw notFound();
  }
}

/** PROPPATCH (RFC 4918 9.2): nothing here can be set from a phone, so every property asked is refused with 403, in a 207. */
export async function proppatch(_kinds: DavKinds, c: Context<AppEnv>, target: DavTarget): Promise<Response> {
  const root = await bodyOf(c, "propertyupdate");
  const { request } = await signedInReads(c, []);
  if ("familyId" in target && target.familyId !== request.caller.familyId) throw notFound();
  const asked = (root ? [...childrenNamed(root, NS.dav, "set"), ...childrenNamed(root, NS.dav, "remove")] : [])
    .flatMap((change) => childrenNamed(change, NS.dav, "prop"))
    .flatMap((prop) => prop.children);
  const props = asked.map((prop) => `<${prop.name} xmlns="${prop.ns.replaceAll('"', "&quot;")}"/>`).join("");
  const body = dav("propstat", dav("prop", props) + dav("status", "HTTP/1.1 403 Forbidden"));
  return multistatusAnswer([dav("response", dav("href", escapeXml(new URL(c.req.url).pathname)) + body)]);
}

import type { Context } from "hono";
import type { AppEnv } from "../env";
import type { DavCollectionInfo, DavObject, DavRange } from "./collection";
import { davError } from "./errors";
import { nameInCollection, resourceHref, type DavTarget } from "./paths";
import { multistatusAnswer } from "./propfind";
import { matchesPropFilters, type PropFilter, propFiltersOf } from "./prop-filter";
import { goneResponse, propRequestOf, propResponse, resourceProps, type PropRequest } from "./properties";
import { signedInUserSql } from "./sign-in";
import { assertOwnFamily, collectionInfo, collectionsOf, type DavKinds, signedInReads } from "./scope";
import { changesOf, changesStatement, checkedSince, collectionState, collectionStateStatement, seqOfToken, syncToken } from "./sync-log";
import { childNamed, childrenNamed, clarkOf, clark, dav, escapeXml, NS, parseXml, tag, type XmlElement } from "./xml";

/**
 * REPORT (docs/features/caldav.md "Reports") on a collection: calendar-multiget and calendar-query
 * (RFC 4791 7.8, 7.9) and sync-collection (RFC 6578). Anything else is 403 `supported-report`.
 */
type Collection = Extract<DavTarget, { kind: "collection" }>;

const responsesOf = (target: Collection, info: DavCollectionInfo, objects: readonly DavObject[], ask: PropRequest) =>
  objects.map((object) => propResponse(resourceHref(target.familyId, target.slug, object.name), resourceProps(info, object), ask));

async function opened(kinds: DavKinds, c: Context<AppEnv>, target: Collection, extra: (D1PreparedStatement | null)[] = []) {
  const db = c.get("db");
  const { kind, batched } = collectionsOf(kinds, db, target.familyId, target.slug);
  const { request, rows } = await signedInReads(c, [batched.statement, ...extra]);
  assertOwnFamily(request.caller, target.familyId);
  return { db, kind, caller: request.caller, info: collectionInfo(batched, rows[0]!, target.slug), rows: rows.slice(1) };
}

async function multiget(kinds: DavKinds, c: Context<AppEnv>, target: Collection, root: XmlElement) {
  const hrefs = childrenNamed(root, NS.dav, "href").map((href) => href.text);
  const { db, kind, caller, info } = await opened(kinds, c, target);
  const names = hrefs.map((href) => nameInCollection(href, target.familyId, target.slug));
  const wanted = names.filter((name): name is string => name !== null);
  const objects = wanted.length > 0 ? await kind.read(db, target.familyId, target.slug, { names: wanted }, caller.userId) : [];
  const byName = new Map(objects.map((object) => [object.name, object]));
  const ask = propRequestOf(root);
  return multistatusAnswer(
    hrefs.map((href, index) => {
      const object = byName.get(names[index] ?? "");
      return object ? responsesOf(target, info, [object], ask)[0]! : goneResponse(href);
    }),
  );
}

/** `20260101T000000Z` (RFC 4791's UTC date-time) as an ISO instant. */
function instantOf(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw davError(400, "A time-range needs UTC date-times", tag(NS.caldav, "valid-filter"));
  const [, y, mo, d, h, mi, s] = match;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}.000Z`;
}

/**
 * The filter's component (VCALENDAR › VEVENT/VTODO), time range and prop-filters (prop-filter.ts);
 * what is not applied makes the answer hold more, never less (docs).
 */
function filterOf(root: XmlElement): { component: string | null; range?: DavRange; props: PropFilter[] } {
  const calendar = childNamed(childNamed(root, NS.caldav, "filter") ?? root, NS.caldav, "comp-filter");
  if (calendar?.attrs.name?.toUpperCase() !== "VCALENDAR") throw davError(403, "The filter must start at VCALENDAR", tag(NS.caldav, "valid-filter"));
  const inner = childNamed(calendar, NS.caldav, "comp-filter");
  if (!inner) return { component: null, props: [] };
  const timeRange = childNamed(inner, NS.caldav, "time-range");
  const range = timeRange ? { start: instantOf(timeRange.attrs.start), end: instantOf(timeRange.attrs.end) } : undefined;
  return { component: inner.attrs.name?.toUpperCase() ?? null, range, props: propFiltersOf(inner) };
}

async function query(kinds: DavKinds, c: Context<AppEnv>, target: Collection, root: XmlElement) {
  const filter = filterOf(root);
  const { db, kind, caller, info } = await opened(kinds, c, target);
  if (filter.component !== null && filter.component !== info.component) return multistatusAnswer([]);
  const objects = await kind.read(db, target.familyId, target.slug, filter.range ? { range: filter.range } : {}, caller.userId);
  const matching = objects.filter((object) => matchesPropFilters(object.ics, info.component, filter.props));
  return multistatusAnswer(responsesOf(target, info, matching, propRequestOf(root)));
}

/** RFC 6578: everything with the current token when no token is sent; else exactly the changes since it, deletions as 404s. */
async function sync(kinds: DavKinds, c: Context<AppEnv>, target: Collection, root: XmlElement) {
  const token = childNamed(root, NS.dav, "sync-token")?.text ?? "";
  const since = token === "" ? null : seqOfToken(token);
  const db = c.get("db");
  const reader = signedInUserSql(c);
  const changes = since === null ? null : changesStatement(db, target.familyId, target.slug, since, reader);
  const { kind, caller, info, rows } = await opened(kinds, c, target, [collectionStateStatement(db, target.familyId, target.slug, reader), changes]);
  const state = collectionState(rows[0]!);
  const ask = propRequestOf(root);
  const tokenElement = dav("sync-token", escapeXml(syncToken(state.seq)));
  if (token === "") {
    const objects = await kind.read(db, target.familyId, target.slug, {}, caller.userId);
    return multistatusAnswer(responsesOf(target, info, objects, ask), tokenElement);
  }
  checkedSince(token, state);
  const changed = changesOf(rows[1]!);
  const live = changed.filter((change) => !change.deleted).map((change) => change.name);
  const objects = live.length > 0 ? await kind.read(db, target.familyId, target.slug, { names: live }, caller.userId) : [];
  const found = new Set(objects.map((object) => object.name));
  const gone = changed.filter((change) => !found.has(change.name)).map((change) => goneResponse(resourceHref(target.familyId, target.slug, change.name)));
  return multistatusAnswer([...responsesOf(target, info, objects, ask), ...gone], tokenElement);
}

const REPORTS = new Map([
  [clark(NS.caldav, "calendar-multiget"), multiget],
  [clark(NS.caldav, "calendar-query"), query],
  [clark(NS.dav, "sync-collection"), sync],
]);

export async function report(kinds: DavKinds, c: Context<AppEnv>, target: DavTarget): Promise<Response> {
  const root = parseXml(await c.req.text());
  if (!root) throw davError(400, "A REPORT needs a body");
  const run = REPORTS.get(clarkOf(root));
  if (!run || target.kind !== "collection") throw davError(403, "This report is not supported here", dav("supported-report"));
  return run(kinds, c, target, root);
}

import type { DavCaller, DavCollectionInfo, DavObject } from "./collection";
import { DAV_ROOT, homeHref, principalHref } from "./paths";
import { syncToken } from "./sync-log";
import { clark, childNamed, dav, escapeXml, NS, tag, type XmlElement } from "./xml";

/**
 * The properties of each kind of target (docs/features/caldav.md "Properties"), keyed in Clark
 * notation, each with its value as XML; a property asked for and not here answers 404 in its own propstat.
 */
export type Props = Map<string, string>;

/** What a PROPFIND or REPORT asks for: named properties, all of them (allprop, or no body), or their names. */
export type PropRequest = { kind: "all" } | { kind: "names" } | { kind: "prop"; names: { ns: string; name: string }[] };

const CALENDAR_DATA = clark(NS.caldav, "calendar-data");
const href = (path: string) => dav("href", escapeXml(path));
const privileges = (...names: string[]) => names.map((name) => dav("privilege", dav(name))).join("");
const REPORTS = [tag(NS.caldav, "calendar-multiget"), tag(NS.caldav, "calendar-query"), dav("sync-collection")]
  .map((report) => dav("supported-report", dav("report", report)))
  .join("");

/** The request's properties from a `<propfind>` or a REPORT's root: `<prop>`, `<allprop/>`, `<propname/>`; all when there is none. */
export function propRequestOf(root: XmlElement | null): PropRequest {
  if (!root) return { kind: "all" };
  if (childNamed(root, NS.dav, "propname")) return { kind: "names" };
  const prop = childNamed(root, NS.dav, "prop");
  if (!prop) return { kind: "all" };
  return { kind: "prop", names: prop.children.map((child) => ({ ns: child.ns, name: child.name })) };
}

const common = (caller: DavCaller): [string, string][] => [[clark(NS.dav, "current-user-principal"), href(principalHref(caller.userId))]];

export const rootProps = (caller: DavCaller): Props =>
  new Map([...common(caller), [clark(NS.dav, "resourcetype"), dav("collection")], [clark(NS.dav, "displayname"), "FamilyHub"]]);

export const principalProps = (caller: DavCaller): Props =>
  new Map([
    ...common(caller),
    [clark(NS.dav, "resourcetype"), dav("collection") + dav("principal")],
    [clark(NS.dav, "displayname"), escapeXml(caller.username)],
    [clark(NS.dav, "principal-URL"), href(principalHref(caller.userId))],
    [clark(NS.caldav, "calendar-home-set"), href(homeHref(caller.familyId))],
    [clark(NS.dav, "principal-collection-set"), href(`${DAV_ROOT}principals/`)],
  ]);

export const homeProps = (caller: DavCaller): Props =>
  new Map([
    ...common(caller),
    [clark(NS.dav, "resourcetype"), dav("collection")],
    [clark(NS.dav, "displayname"), "FamilyHub"],
    [clark(NS.dav, "owner"), href(principalHref(caller.userId))],
    [clark(NS.dav, "current-user-privilege-set"), privileges("read", "read-current-user-privilege-set")],
  ]);

export function collectionProps(caller: DavCaller, info: DavCollectionInfo, seq: number): Props {
  const write = info.readOnly ? [] : ["write", "write-content", "bind", "unbind"];
  return new Map([
    ...common(caller),
    [clark(NS.dav, "resourcetype"), dav("collection") + tag(NS.caldav, "calendar")],
    [clark(NS.dav, "displayname"), escapeXml(info.displayName)],
    [clark(NS.apple, "calendar-color"), escapeXml(`${info.color}FF`)],
    [clark(NS.cs, "getctag"), escapeXml(syncToken(seq))],
    [clark(NS.dav, "sync-token"), escapeXml(syncToken(seq))],
    [clark(NS.caldav, "supported-calendar-component-set"), `<c:comp name="${info.component}"/>`],
    [clark(NS.caldav, "supported-calendar-data"), '<c:calendar-data content-type="text/calendar" version="2.0"/>'],
    [clark(NS.dav, "current-user-privilege-set"), privileges("read", "read-current-user-privilege-set", ...write)],
    [clark(NS.dav, "supported-report-set"), REPORTS],
    [clark(NS.dav, "owner"), href(principalHref(caller.userId))],
  ]);
}

export const resourceProps = (info: DavCollectionInfo, object: DavObject): Props =>
  new Map([
    [clark(NS.dav, "getetag"), escapeXml(`"${object.etag}"`)],
    [clark(NS.dav, "getcontenttype"), `text/calendar; charset=utf-8; component=${info.component.toLowerCase()}`],
    [clark(NS.dav, "resourcetype"), ""],
    [clark(NS.dav, "getcontentlength"), String(new TextEncoder().encode(object.ics).length)],
    [CALENDAR_DATA, escapeXml(object.ics)],
  ]);

const STATUS = { 200: "HTTP/1.1 200 OK", 404: "HTTP/1.1 404 Not Found" } as const;
const propstat = (content: string, status: keyof typeof STATUS) => dav("propstat", dav("prop", content) + dav("status", STATUS[status]));

function element(key: string, content: string): string {
  const [, ns = "", name = ""] = /^\{(.*)\}(.+)$/.exec(key) ?? [];
  return tag(ns, name, content);
}

/** One `<response>` of a multistatus: the asked properties found (200) and not (404). calendar-data only when named (RFC 4791 9.6). */
export function propResponse(path: string, props: Props, request: PropRequest): string {
  if (request.kind !== "prop") {
    const keys = [...props.keys()].filter((key) => key !== CALENDAR_DATA);
    const body = keys.map((key) => element(key, request.kind === "all" ? (props.get(key) ?? "") : "")).join("");
    return dav("response", href(path) + propstat(body, 200));
  }
  const found: string[] = [];
  const missing: string[] = [];
  for (const asked of request.names) {
    const key = clark(asked.ns, asked.name);
    const value = props.get(key);
    if (value === undefined) missing.push(tag(asked.ns, asked.name));
    else found.push(element(key, value));
  }
  const stats = (found.length > 0 ? propstat(found.join(""), 200) : "") + (missing.length > 0 ? propstat(missing.join(""), 404) : "");
  return dav("response", href(path) + stats);
}

/** A resource gone or never there, in a REPORT's answer. */
export const goneResponse = (path: string) => dav("response", href(path) + dav("status", STATUS[404]));

export const multistatus = (responses: readonly string[], extra = "") => dav("multistatus", responses.join("") + extra);

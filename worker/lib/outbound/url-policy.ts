/** Why a URL is refused: a key of each caller's own Faroese texts. */
export type UrlRefusal =
  | "urlMissing"
  | "urlTooLong"
  | "urlInvalid"
  | "urlCharacters"
  | "urlNotHttps"
  | "urlCredentials"
  | "urlIpAddress"
  | "urlLocalName"
  | "urlPort";

export type OutboundUrlCheck = { ok: true; url: string } | { ok: false; refusal: UrlRefusal };

export interface UrlPolicy {
  /** Local development and the tests only (LOCAL_DEV): `http://127.0.0.1:<port>/…` is let through too. */
  allowLoopback: boolean;
}

export interface UrlCheckOptions {
  /** The longest text taken, counted before `rewrite`. */
  maxLength: number;
  /** What a redirect's Location is read against: the URL it came from. */
  base?: string;
  /** A scheme the caller reads as another (the outside calendars' webcal:// as https://), after the text checks. */
  rewrite?: (text: string) => string;
}

/** Names that never are a host on the internet: the machine itself and private name spaces (RFC 6761, RFC 6762, ICANN's .internal). */
const LOCAL_SUFFIXES = [".localhost", ".local", ".internal", ".home.arpa", ".lan", ".intranet", ".corp"];
const IPV4_LITERAL = /^\d{1,3}(\.\d{1,3}){3}$/;
/**
 * What the WHATWG parser would quietly rewrite rather than refuse: a backslash (a path separator in
 * an https URL, so `https://example.com\@127.0.0.1/x` names example.com to the parser and 127.0.0.1
 * to a reader or another parser), and control characters, tabs and line breaks, which it drops.
 */
const isRewritten = (text: string) => [...text].some((char) => char === "\\" || char.charCodeAt(0) < 32 || char.charCodeAt(0) === 127);
/** An `@` in the authority, even with nothing before it (`https://@host/`, which the parser keeps as no user at all). */
const USERINFO = /^([a-z][a-z0-9+.-]*:)?\/\/[^/?#]*@/i;

const refuse = (refusal: UrlRefusal): OutboundUrlCheck => ({ ok: false, refusal });

/**
 * Parses a URL the server is to fetch (or a redirect's Location, against the URL it came from) and
 * refuses every form that could point the server at something other than a public host on the
 * internet over https (docs/features/weather.md "One safe way out", outside-calendars.md "Safe fetching").
 * The WHATWG parser turns every IPv4 spelling (decimal 2130706433, octal 0177.1, hex 0x7f.1) into
 * dotted form first, so one test catches them all; IPv6 literals keep their brackets.
 */
export function checkOutboundUrl(text: string, policy: UrlPolicy, options: UrlCheckOptions): OutboundUrlCheck {
  const trimmed = text.trim();
  if (trimmed === "") return refuse("urlMissing");
  if (trimmed.length > options.maxLength) return refuse("urlTooLong");
  if (isRewritten(trimmed)) return refuse("urlCharacters");
  if (USERINFO.test(trimmed)) return refuse("urlCredentials");
  const written = options.rewrite ? options.rewrite(trimmed) : trimmed;
  let url: URL;
  try {
    url = new URL(written, options.base);
  } catch {
    return refuse("urlInvalid");
  }
  if (policy.allowLoopback && isLoopbackForTests(url)) return { ok: true, url: url.href };
  if (url.protocol !== "https:") return refuse(url.protocol === "http:" ? "urlNotHttps" : "urlInvalid");
  if (url.username !== "" || url.password !== "") return refuse("urlCredentials");
  // A trailing dot names the same host ("localhost."), so it is dropped before the name tests.
  const host = url.hostname.toLowerCase().replace(/\.$/, "");
  if (host.startsWith("[") || IPV4_LITERAL.test(host)) return refuse("urlIpAddress");
  if (host === "localhost" || !host.includes(".") || LOCAL_SUFFIXES.some((suffix) => host.endsWith(suffix))) return refuse("urlLocalName");
  // The parser drops https's default port, so any port left is another one.
  if (url.port !== "") return refuse("urlPort");
  url.hash = "";
  return { ok: true, url: url.href };
}

/** The tests' fake servers: plain http on 127.0.0.1 with a port, nothing else. */
const isLoopbackForTests = (url: URL) =>
  url.protocol === "http:" && url.hostname === "127.0.0.1" && url.port !== "" && url.username === "" && url.password === "";

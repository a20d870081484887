import { createMiddleware } from "hono/factory";

const HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};

/** Two years, subdomains too (web/public/_headers sends the same for the app's files). */
const HSTS = "max-age=63072000; includeSubDomains";

/**
 * API responses are data, never documents: deny framing, sniffing and every kind of content.
 * Set before the handler runs, so the answer (c.json/c.text/c.body, also from onError and notFound)
 * is built with them once; set after it, Hono copies the whole Response for every header (bench/).
 */
export const securityHeaders = createMiddleware(async (c, next) => {
  for (const name in HEADERS) c.header(name, HEADERS[name]);
  // Only over HTTPS: browsers ignore it on plain HTTP, and local development has no certificate.
  if (c.req.url.startsWith("https:")) c.header("Strict-Transport-Security", HSTS);
  await next();
});

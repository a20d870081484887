import { describe, expect, it } from "vitest";
import { allowScriptInHeaders, preloadScript, scriptHashSource, signedInImports } from "../../scripts/vite/signed-in-preload";
import { pageShownAt, SIGNED_IN_PATHS } from "@web/app/signed-in-paths";
import pagesSource from "@web/app/signed-in-pages.ts?raw";

/** Runs the inline script against fake storage and returns the hrefs of the links it added. */
function runScript(script: string, path: string, stored: { local?: string; session?: string }): string[] {
  const links: { rel: string; crossOrigin: string | null; href: string }[] = [];
  const storage = (token?: string) => ({ getItem: (key: string) => (key === "auth_token" ? (token ?? null) : null) });
  const document = {
    createElement: () => ({ rel: "", crossOrigin: null, href: "" }),
    head: { append: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function("localStorage", "sessionStorage", "location", "document", script)(storage(stored.local), storage(stored.session), { pathname: path }, document);
  expect(links.every((link) => link.rel === "modulepreload" && link.crossOrigin === "")).toBe(true);
  return links.map((link) => link.href);
}

describe("the signed-in start's preload from index.html", () => {
  it("finds the shell and one page for every signed-in path in signed-in-pages.ts", () => {
    const imports = signedInImports(pagesSource, SIGNED_IN_PATHS);
    expect(imports.shell).toBe("./layout/signed-in-app");
    expect(Object.keys(imports.pages).sort()).toEqual([...SIGNED_IN_PATHS].sort());
    expect(imports.pages["/"]).toBe("./routes/dashboard-route");
  });

  it("stops the build when signed-in-pages.ts no longer has a page for each path, or no shell", () => {
    expect(() => signedInImports(pagesSource, [...SIGNED_IN_PATHS, "/new-page"])).toThrow(/expected one for each of/);
    expect(() => signedInImports(pagesSource.replace('"/help": lazyPage', '"/help": somethingElse'), SIGNED_IN_PATHS)).toThrow(/pages found for/);
    expect(() => signedInImports(pagesSource.replace("SignedInApp = lazyPage", "SignedInApp = other"), SIGNED_IN_PATHS)).toThrow(/SignedInApp/);
  });

  const signIn = { files: ["/assets/auth-page.js"], paths: ["/login", "/auth"] };

  it("preloads the path's files only when a token is stored, in local or session storage", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": ["/assets/dashboard.js"], "/shopping": ["/assets/shopping.js"] }, "auth_token", signIn);
    expect(runScript(script, "/shopping", { session: "token" })).toEqual(["/assets/shell.js", "/assets/shopping.js"]);
    expect(runScript(script, "/", { local: "token" })).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
    expect(runScript(script, "/login", { session: "token" })).toEqual([]);
    expect(runScript(script, "/reset-password", { session: "token" })).toEqual([]);
  });

  it("leaves the admin panel's page to the app's start (it sends a family member home): only the shell", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": ["/assets/dashboard.js"], "/admin": [] }, "auth_token", signIn);
    expect(runScript(script, "/admin", { local: "token" })).toEqual(["/assets/shell.js"]);
  });

  it("preloads the sign-in screen instead when no token is stored, where it will show", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": ["/assets/dashboard.js"], "/shopping": ["/assets/shopping.js"] }, "auth_token", signIn);
    expect(runScript(script, "/login", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/auth", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/shopping", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/reset-password", {})).toEqual([]);
  });

  it("never lets a failure of storage stop the page: the app's own script still starts", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": [] }, "auth_token", signIn);
    const refusing = {
      getItem: () => {
        throw new Error("storage is disabled");
      },
    };
    expect(() => new Function("localStorage", "sessionStorage", "location", "document", script)(refusing, refusing, { pathname: "/" }, {})).not.toThrow();
  });

  it("names the script in the CSP by its SHA-256 hash, added to script-src", async () => {
    expect(await scriptHashSource("")).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    const headers = "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self'\n";
    expect(allowScriptInHeaders(headers, "'sha256-abc='")).toBe(
      "/*\n  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='; style-src 'self'\n",
    );
    expect(() => allowScriptInHeaders("/*\n  X-Frame-Options: DENY\n", "'sha256-abc='")).toThrow(/script-src/);
  });
});

describe("the page a signed-in start shows", () => {
  it("is the dashboard at /admin unless the kept user is an administrator; the path's own page elsewhere", () => {
    expect(pageShownAt("/admin", { isAdmin: true })).toBe("/admin");
    expect(pageShownAt("/admin", { isAdmin: false })).toBe("/");
    expect(pageShownAt("/admin", null)).toBe("/");
    expect(pageShownAt("/shopping", null)).toBe("/shopping");
    expect(pageShownAt("/", { isAdmin: true })).toBe("/");
  });
});

import { describe, expect, it } from "vitest";
import { allowScriptInHeaders, preloadScript, scriptHashSource, signedInImports } from "../../scripts/vite/signed-in-preload";
import { SIGNED_IN_PATHS } from "@web/app/signed-in-paths";
import pagesSource from "@web/app/signed-in-pages.ts?raw";

/** Runs the inline script against fake storage and returns the hrefs of the links it added. */
function runScript(script: string, path: string, stored: { local?: string; session?: string; user?: string }): string[] {
  const links: { rel: string; crossOrigin: string | null; href: string }[] = [];
  const storage = (token?: string) => ({
    getItem: (key: string) => (key === "auth_token" ? (token ?? null) : key === "user" && token !== undefined ? (stored.user ?? null) : null),
  });
  const document = {
    createElement: () => ({ rel: "", crossOrigin: null, href: "" }),
    head: { append: (link: (typeof links)[number]) => links.push(link) },
  };
  new Function("localStorage", "sessionStorage", "location", "document", script)(storage(stored.local), storage(stored.session), { pathname: path }, document);
  expect(links.every((link) => link.rel === "modulepreload" && link.crossOrigin === "")).toBe(true);
  return links.map((link) => link.href);
}

const session = { tokenKey: "auth_token", userKey: "user", adminPath: "/admin" };

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
    const script = preloadScript(["/assets/shell.js"], { "/": ["/assets/dashboard.js"], "/shopping": ["/assets/shopping.js"] }, session, signIn);
    expect(runScript(script, "/shopping", { session: "token" })).toEqual(["/assets/shell.js", "/assets/shopping.js"]);
    expect(runScript(script, "/", { local: "token" })).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
    expect(runScript(script, "/login", { session: "token" })).toEqual([]);
    expect(runScript(script, "/reset-password", { session: "token" })).toEqual([]);
  });

  it("preloads the dashboard instead of the admin panel unless the kept user is an administrator", () => {
    const pages = { "/": ["/assets/dashboard.js"], "/admin": ["/assets/admin-page.js"] };
    const script = preloadScript(["/assets/shell.js"], pages, session, signIn);
    const admin = JSON.stringify({ id: "u1", isAdmin: true });
    const member = JSON.stringify({ id: "u2", isAdmin: false });
    expect(runScript(script, "/admin", { local: "token", user: admin })).toEqual(["/assets/shell.js", "/assets/admin-page.js"]);
    expect(runScript(script, "/admin", { session: "token", user: admin })).toEqual(["/assets/shell.js", "/assets/admin-page.js"]);
    expect(runScript(script, "/admin", { local: "token", user: member })).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
    expect(runScript(script, "/admin", { local: "token" })).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
    expect(runScript(script, "/", { local: "token", user: admin })).toEqual(["/assets/shell.js", "/assets/dashboard.js"]);
  });

  it("preloads the sign-in screen instead when no token is stored, where it will show", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": ["/assets/dashboard.js"], "/shopping": ["/assets/shopping.js"] }, session, signIn);
    expect(runScript(script, "/login", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/auth", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/shopping", {})).toEqual(["/assets/auth-page.js"]);
    expect(runScript(script, "/reset-password", {})).toEqual([]);
  });

  it("never lets a failure of storage stop the page: the app's own script still starts", () => {
    const script = preloadScript(["/assets/shell.js"], { "/": [] }, session, signIn);
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

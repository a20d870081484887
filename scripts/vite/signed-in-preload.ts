/**
 * A signed-in start fetches the shell and the page being opened from index.html itself, while
 * the entry script is still downloading, instead of after the entry has run (one request chain
 * shorter, so the page paints sooner; docs/bench.md). A small inline
 * script adds `<link rel="modulepreload">` for that page's chunks only when a session token is
 * stored, so the sign-in route loads nothing more. The CSP allows exactly that script by its hash.
 *
 * Pure parts here (unit-tested); the Vite plugin that uses them is in plugins.ts.
 */

export interface SignedInImports {
  /** The shell's module specifier (`SignedInApp`), preloaded on every signed-in path. */
  shell: string;
  /** Module specifier of each signed-in path's page. */
  pages: Record<string, string>;
}

const PAGE = /"(\/[^"]*)":\s*lazyPage\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/g;
const SHELL = /SignedInApp\s*=\s*lazyPage\(\s*\(\)\s*=>\s*import\("([^"]+)"\)/;

/**
 * The imports of web/app/signed-in-pages.ts, read from its source. Throws unless every path in
 * `paths` has exactly one page and the shell is found, so a change of that file's shape stops the
 * build instead of silently dropping the preload.
 */
export function signedInImports(source: string, paths: readonly string[]): SignedInImports {
  const shell = SHELL.exec(source)?.[1];
  if (!shell) throw new Error('signed-in-pages.ts: no `SignedInApp = lazyPage(() => import("…"))` found');
  const pages: Record<string, string> = {};
  for (const [, path, specifier] of source.matchAll(PAGE)) pages[path!] = specifier!;
  const found = Object.keys(pages).sort();
  const expected = [...paths].sort();
  if (found.join() !== expected.join()) {
    throw new Error(`signed-in-pages.ts: pages found for ${found.join(", ")}; expected one for each of ${expected.join(", ")}`);
  }
  return { shell, pages };
}

/** The sign-in screen's files, and the paths besides the signed-in ones where a visitor with no session sees it. */
export interface SignInPreload {
  files: string[];
  paths: readonly string[];
}

/**
 * The inline script: with a stored token (local storage first, as the app reads it), the shell's
 * files and the path's own, if the path is a signed-in page; with none, the sign-in screen's files,
 * if the path shows it (a signed-in path sends a visitor with no session there).
 */
export function preloadScript(shellFiles: string[], pageFiles: Record<string, string[]>, tokenKey: string, signIn: SignInPreload): string {
  const key = JSON.stringify(tokenKey);
  return (
    `(()=>{try{const x=${JSON.stringify(pageFiles)}[location.pathname],p=(localStorage.getItem(${key})??sessionStorage.getItem(${key}))` +
    `?x&&[...${JSON.stringify(shellFiles)},...x]:(x||${JSON.stringify(signIn.paths)}.includes(location.pathname))&&${JSON.stringify(signIn.files)};` +
    `if(p)for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.append(l)}}catch{}})()`
  );
}

/** The CSP source that allows exactly this inline script (or stylesheet). */
export async function scriptHashSource(script: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The `_headers` file with `hashSource` added to every `script-src 'self'`; throws if there is none. */
export function allowScriptInHeaders(headers: string, hashSource: string): string {
  if (!headers.includes("script-src 'self'")) throw new Error("_headers: no `script-src 'self'` to add the preload script's hash to");
  return headers.replaceAll("script-src 'self'", `script-src 'self' ${hashSource}`);
}

/** The signed-in routes; everything under the header bar. */
export const SIGNED_IN_PATHS = [
  "/",
  "/shopping",
  "/calendar",
  "/reminders",
  "/family",
  "/born",
  "/dinner",
  "/help",
  "/support",
  "/notifications",
  "/sync",
  "/heimini",
  "/hjalparar",
  "/admin",
] as const;

export type SignedInPath = (typeof SIGNED_IN_PATHS)[number];

export function isSignedInPath(path: string): path is SignedInPath {
  return (SIGNED_IN_PATHS as readonly string[]).includes(path);
}

/** The administrators' panel: anyone else who opens it is sent to the dashboard (the server refuses them anyway). */
export const ADMIN_PATH = "/admin" satisfies SignedInPath;

/**
 * The page a start at `path` will show: the dashboard instead of the panel unless the kept user is
 * an administrator (no kept user: most users are not), so a family member's start loads neither the
 * panel nor anything to decide it (docs/bench.md). index.html's preload script leaves this path's
 * page to the app's start, which fetches it with this rule.
 */
export function pageShownAt(path: SignedInPath, keptUser: { isAdmin: boolean } | null): SignedInPath {
  return path === ADMIN_PATH && !keptUser?.isAdmin ? "/" : path;
}

/** The module the sign-in screen's chunk is built from (the preload script names its files). */
export const SIGN_IN_SCREEN_MODULE = "web/features/auth/components/auth-page.tsx";

/** Paths where a visitor with no session sees the sign-in screen: its own, and every signed-in path, which sends them there. */
export const SIGN_IN_PATHS = ["/login", "/auth"] as const;

export function showsSignInWithoutSession(path: string): boolean {
  return isSignedInPath(path) || (SIGN_IN_PATHS as readonly string[]).includes(path);
}

import { lazyPage } from "@web/lib/lazy-page";

/**
 * The sign-in and registration screen, a chunk of its own: the entry holds only the frame every
 * route needs (router, session state, toasts), so no signed-in start loads the forms (about 5 KB
 * gzip; docs/bench.md). With no stored session, index.html preloads it alongside the entry
 * (scripts/vite/signed-in-preload.ts), so the sign-in route waits for no extra request in a row.
 */
export const SignInScreen = lazyPage(() => import("../features/auth/components/auth-page").then((module) => module.AuthPage));

import { readSignedInUser } from "../lib/auth-storage";
import { lazyPage, type LazyPage } from "@web/lib/lazy-page";
import { pageShownAt, type SignedInPath } from "./signed-in-paths";

/**
 * The signed-in pages, loaded on demand. The shell renders them (layout/signed-in-app.tsx);
 * at start-up with a stored session the page being opened is fetched at once, alongside the
 * session check, instead of after it (a shorter request chain).
 */
export const signedInPages: Record<SignedInPath, LazyPage> = {
  "/": lazyPage(() => import("./routes/dashboard-route").then((module) => module.DashboardRoute)),
  "/shopping": lazyPage(() => import("./routes/shopping-route").then((module) => module.ShoppingRoute)),
  "/calendar": lazyPage(() => import("./routes/calendar-route").then((module) => module.CalendarRoute)),
  "/reminders": lazyPage(() => import("./routes/reminders-route").then((module) => module.RemindersRoute)),
  "/family": lazyPage(() => import("./routes/family-route").then((module) => module.FamilyRoute)),
  "/born": lazyPage(() => import("./routes/children-route").then((module) => module.ChildrenRoute)),
  "/dinner": lazyPage(() => import("./routes/meals-route").then((module) => module.MealsRoute)),
  "/help": lazyPage(() => import("../features/help/components/help-page").then((module) => module.HelpPage)),
  "/support": lazyPage(() => import("../features/support/components/support-page").then((module) => module.SupportPage)),
  "/notifications": lazyPage(() => import("../features/notifications/components/notifications-page").then((module) => module.NotificationsPage)),
  "/sync": lazyPage(() => import("../features/sync/components/sync-page").then((module) => module.SyncPage)),
  "/heimini": lazyPage(() => import("../features/homes/components/homes-page").then((module) => module.HomesPage)),
  "/hjalparar": lazyPage(() => import("../features/helpers/components/helpers-page").then((module) => module.HelpersPage)),
  // For administrators only: the shell sends anyone else home without loading it.
  "/admin": lazyPage(() => import("../features/admin/components/admin-page").then((module) => module.AdminPage)),
};

/** The shell around the signed-in pages (header, live channel). */
export const SignedInApp = lazyPage(() => import("./layout/signed-in-app").then((module) => module.SignedInApp));

/**
 * Starts fetching the shell and the page a start at `path` shows, which then render without
 * waiting. Settles when both are in or one failed (rendering then retries the load, as a later
 * visit would).
 */
export async function preloadSignedInPage(path: SignedInPath): Promise<void> {
  await Promise.all([SignedInApp.preload(), signedInPages[pageShownAt(path, readSignedInUser())].preload()]).catch(() => undefined);
}

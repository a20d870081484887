import type { ComponentType } from "react";
import type { SignedInPath } from "./signed-in-paths";

/**
 * The signed-in pages' code, loaded on demand. The shell renders them (layout/signed-in-app.tsx);
 * at start-up with a stored session the page being opened is fetched at once, alongside the
 * session check, instead of after it (measured by `npm run bench`: a shorter request chain).
 */
export const signedInPages: Record<SignedInPath, () => Promise<ComponentType>> = {
  "/": () => import("./routes/dashboard-route").then((module) => module.DashboardRoute),
  "/shopping": () => import("./routes/shopping-route").then((module) => module.ShoppingRoute),
  "/calendar": () => import("../features/calendar/components/calendar-page").then((module) => module.CalendarPage),
  "/reminders": () => import("../features/tasks/components/tasks-page").then((module) => module.TasksPage),
  "/dinner": () => import("../features/meals/components/meals-page").then((module) => module.MealsPage),
  "/help": () => import("../features/help/components/help-page").then((module) => module.HelpPage),
  "/support": () => import("../features/support/components/support-page").then((module) => module.SupportPage),
  "/admin": () => import("../features/admin/components/admin-page").then((module) => module.AdminPage),
};

export const loadSignedInApp = () => import("./layout/signed-in-app").then((module) => module.SignedInApp);

/** Starts fetching the shell and the page at `path`; the lazy components then find them loaded. */
export function preloadSignedInPage(path: SignedInPath): void {
  void loadSignedInApp();
  void signedInPages[path]();
}

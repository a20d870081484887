import { Redirect } from "wouter";
import { useSignedInUser } from "@web/lib/auth-context";
import { lazyPage } from "../lazy-page";

// The panel's code loads for administrators only: anyone else is sent home without it (docs/bench.md).
const AdminPage = lazyPage(() => import("@web/features/admin/components/admin-page").then((module) => module.AdminPage));

/** /admin: the panel for administrators; the route is open to any signed-in user, who is sent home (the server refuses them anyway). */
export function AdminRoute() {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return <AdminPage />;
}

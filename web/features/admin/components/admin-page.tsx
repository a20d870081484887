import { Redirect } from "wouter";
import { useSignedInUser } from "@web/lib/auth-context";
import { Card, CardHeader } from "@web/components/ui/card";
import { en } from "@web/i18n/en";

/** The route is open to any signed-in user, but the panel sends non-admins home. */
export function AdminPage() {
  const user = useSignedInUser();
  if (!user.isAdmin) return <Redirect to="/" replace />;
  return (
    <Card aria-labelledby="page-title" lang="en">
      <CardHeader id="page-title" as="h1" title={en.admin.title} />
      <p className="text-slate-600 dark:text-slate-400">{en.admin.comingSoon}</p>
    </Card>
  );
}

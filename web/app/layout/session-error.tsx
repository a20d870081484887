import { useAuth } from "@web/lib/auth-context";
import { Card, CardHeader } from "@web/components/ui/card";
import { Button } from "@web/components/ui/button";
import { fo } from "@web/i18n/fo";

/** The current-user call failed for another reason than 401 (offline, server down). */
export function SessionError() {
  const { error, reload, signOut } = useAuth();
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <Card role="alert" aria-labelledby="session-error-title">
        <CardHeader id="session-error-title" as="h1" title={fo.session.errorTitle} description={error} />
        <div className="flex flex-wrap gap-3">
          <Button onClick={reload}>{fo.common.retry}</Button>
          <Button variant="secondary" onClick={() => void signOut()}>
            {fo.header.logout}
          </Button>
        </div>
      </Card>
    </main>
  );
}

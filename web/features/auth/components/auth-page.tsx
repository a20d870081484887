import { useEffect, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { toast } from "@web/components/ui/toast/toast-store";
import { fo } from "@web/i18n/fo";
import { foAuth } from "@web/i18n/fo/auth";
import { LoginCard } from "./login-card";
import { RegisterCard } from "./register-card";

/** /login and /auth: the sign-in and registration cards; the invite link is /auth?invite=CODE. */
export function AuthPage() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const [inviteCode] = useState(() => new URLSearchParams(search).get("invite"));

  useEffect(() => {
    const params = new URLSearchParams(search);
    const verified = params.get("verified");
    if (verified === "true") toast({ title: params.get("already") === "true" ? foAuth.alreadyVerified : foAuth.verified });
    else if (verified === "false") toast({ title: foAuth.verifyFailedTitle, description: foAuth.verifyFailed, variant: "destructive" });
    else return;
    navigate(location, { replace: true });
  }, [search, location, navigate]);

  return (
    <main className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-brand-700 dark:text-brand-500">{fo.common.appName}</h1>
      <div className="grid gap-6 md:grid-cols-2 md:items-start">
        <LoginCard />
        <RegisterCard inviteCode={inviteCode} />
      </div>
      <p className="mt-8 text-center">
        <a href="/eldhus" className="inline-flex min-h-11 items-center text-brand-700 underline dark:text-brand-400">
          {foAuth.kitchenScreenLink}
        </a>
      </p>
    </main>
  );
}

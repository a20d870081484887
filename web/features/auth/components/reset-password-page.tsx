import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { foResetPassword } from "@web/i18n/fo/auth";
import { useRequestPasswordReset } from "../api/request-password-reset";
import { failureText } from "../lib/failure-text";

const backLinkClass = "inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500";

/** /reset-password: ask for a link by e-mail. */
export function ResetPasswordPage() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useRequestPasswordReset();
  const t = foResetPassword;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(t.emailMissing);
      toast({ title: t.errorTitle, description: t.emailMissing, variant: "destructive" });
      return;
    }
    setError(null);
    mutation.mutate(address, {
      onSuccess: ({ message }) => toast({ title: t.sentTitle, description: message }),
      onError: (err) =>
        toast({
          title: t.errorTitle,
          description: failureText(err instanceof ApiError ? err : null, t.failed, t.networkError),
          variant: "destructive",
        }),
    });
  }

  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <Card aria-labelledby="reset-title">
        {mutation.isSuccess ? (
          <>
            <CardHeader id="reset-title" as="h1" title={t.sentTitle} />
            <p className="mb-4">{mutation.data?.message || t.sentBody}</p>
          </>
        ) : (
          <>
            <CardHeader id="reset-title" as="h1" title={t.title} description={t.intro} />
            <form noValidate onSubmit={onSubmit} className="space-y-4">
              <TextField
                id="reset-email"
                type="email"
                label={t.email}
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={error}
              />
              <Button type="submit" className="w-full" disabled={mutation.isPending}>
                {mutation.isPending ? t.sending : t.submit}
              </Button>
            </form>
          </>
        )}
        <Link href="/auth" className={`${backLinkClass} mt-4`}>
          {t.back}
        </Link>
      </Card>
    </main>
  );
}

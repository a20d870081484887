import { useState, type FormEvent, type ReactNode } from "react";
import { apiMessages } from "@contract/messages";
import { useSearch } from "wouter";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { foNewPassword } from "@web/i18n/fo/auth";
import { useSetNewPassword } from "../api/set-new-password";
import { failureText } from "../lib/failure-text";
import { checkNewPassword } from "../lib/new-password-checks";
import { NewPasswordNotice } from "./new-password-notice";

const t = foNewPassword;

/** /new-password?token=…: choose a new password from the e-mailed link. */
export function NewPasswordPage() {
  const token = new URLSearchParams(useSearch()).get("token");
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [error, setError] = useState<string | null>(null);
  const mutation = useSetNewPassword();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!token) return;
    const failure = checkNewPassword(password, confirm);
    if (failure) {
      setError(t[failure]);
      toast({ title: t.errorTitle, description: t[failure], variant: "destructive" });
      return;
    }
    setError(null);
    mutation.mutate(
      { token, password },
      {
        onSuccess: () => toast({ title: t.changedTitle }),
        onError: (err) =>
          toast({
            title: t.errorTitle,
            description: failureText(err instanceof ApiError ? err : null, t.failed, t.networkError),
            variant: "destructive",
          }),
      },
    );
  }

  // The server refusing the token (used, expired, unknown) means the same as having none.
  const tokenRefused = mutation.error instanceof ApiError && mutation.error.serverMessage === apiMessages.resetTokenInvalid;

  let body: ReactNode;
  if (!token || tokenRefused) {
    body = <NewPasswordNotice title={t.invalidLink} description={t.invalidLinkBody} href="/reset-password" action={t.requestNew} />;
  } else if (mutation.isSuccess) {
    body = <NewPasswordNotice title={t.changedTitle} description={t.changedBody} href="/auth" action={t.signIn} />;
  } else {
    body = (
      <>
        <CardHeader id="new-password-title" as="h1" title={t.title} />
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <TextField
            id="new-password"
            type="password"
            label={t.password}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField
            id="new-password-confirm"
            type="password"
            label={t.confirm}
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error}
          />
          <Button type="submit" className="w-full" disabled={mutation.isPending}>
            {mutation.isPending ? t.saving : t.submit}
          </Button>
        </form>
      </>
    );
  }

  return (
    <main className="mx-auto max-w-md px-4 py-8 sm:py-12">
      <Card aria-labelledby="new-password-title">{body}</Card>
    </main>
  );
}

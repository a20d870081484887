import { useState, type FormEvent } from "react";
import type { LoginAnswer } from "@contract/schemas/auth";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { OneTimeCodeField } from "@web/components/ui/one-time-code-field";
import { Button } from "@web/components/ui/button";
import { foAuth } from "@web/i18n/fo/auth";
import { useLoginWithCode } from "../api/login-with-code";

interface CodeStepCardProps {
  mfaToken: string;
  onSignedIn: (answer: LoginAnswer) => void;
  /** Back to the password (a spent or expired token needs it again). */
  onBack: () => void;
}

/** An administrator's second sign-in step: a code from the authenticator app, or a recovery code. */
export function CodeStepCard({ mfaToken, onSignedIn, onBack }: CodeStepCardProps) {
  const mutation = useLoginWithCode();
  const [code, setCode] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const error = submitted && !code.trim() ? foAuth.codeRequired : null;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!code.trim() || mutation.isPending) return;
    mutation.mutate(
      { mfaToken, code: code.trim() },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          setCode("");
          toast({
            title: foAuth.loginFailed,
            description: failure instanceof ApiError && failure.serverMessage ? failure.serverMessage : foAuth.loginFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  return (
    <Card aria-labelledby="code-title">
      <CardHeader id="code-title" title={foAuth.codeTitle} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <p className="text-sm text-slate-600 dark:text-slate-400">{foAuth.codeHelp}</p>
        <OneTimeCodeField id="login-code" label={foAuth.codeLabel} value={code} onChange={setCode} error={error} />
        <Button type="submit" className="w-full" disabled={mutation.isPending}>
          {mutation.isPending ? foAuth.codeChecking : foAuth.codeButton}
        </Button>
        <Button type="button" variant="secondary" className="w-full" onClick={onBack}>
          {foAuth.codeBack}
        </Button>
      </form>
    </Card>
  );
}

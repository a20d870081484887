import { lazy, Suspense, useState, type FormEvent } from "react";
import type { LoginAnswer } from "@contract/schemas/auth";
import { Link } from "wouter";
import { useAuth } from "@web/lib/auth-context";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { CheckboxField, TextField } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { foAuth } from "@web/i18n/fo/auth";
import { useLogin } from "../api/login";
import { useLoginChallenge } from "../hooks/use-login-challenge";
import { ChallengeField } from "./challenge-field";
import { offerToPasswordManager } from "../lib/password-manager";
import { UsernameField } from "./username-field";
import { checkLoginForm, type FieldErrors } from "../lib/forms";

/** The code step only administrators with a second factor reach: loaded when the password answers mfaRequired, off the sign-in route's first load. */
const CodeStepCard = lazy(() => import("./code-step-card").then((module) => ({ default: module.CodeStepCard })));

type LoginField = "username" | "password";

export function LoginCard() {
  const auth = useAuth();
  const loginMutation = useLogin();
  // Nothing is prefilled from our storage: the browser's password manager fills both fields.
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [rememberMe, setRememberMe] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const challenge = useLoginChallenge();
  // An administrator's password was right: the sign-in goes on with a code.
  const [mfaToken, setMfaToken] = useState<string | null>(null);

  const parsed = checkLoginForm({ username, password });
  const errors: FieldErrors<LoginField> = submitted ? parsed.errors : {};

  function signedIn(answer: LoginAnswer, credentials: { username: string; password: string }) {
    auth.signIn(answer, rememberMe);
    if (rememberMe) offerToPasswordManager(credentials);
    toast({ title: foAuth.loginSuccessTitle, description: foAuth.loginSuccess(answer.user.username) });
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (!parsed.success || loginMutation.isPending) return;
    const credentials = parsed.output;
    loginMutation.mutate(
      { ...credentials, rememberMe, ...challenge.fields },
      {
        onSuccess: (answer) => {
          challenge.done();
          if ("mfaRequired" in answer) setMfaToken(answer.mfaToken);
          else signedIn(answer, credentials);
        },
        onError: (error) => {
          challenge.afterFailure(error);
          toast({
            title: foAuth.loginFailed,
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : foAuth.loginFailed,
            variant: "destructive",
          });
        },
      },
    );
  }

  if (mfaToken !== null && parsed.success) {
    const credentials = parsed.output;
    return (
      <Suspense fallback={null}>
        <CodeStepCard
          mfaToken={mfaToken}
          onSignedIn={(answer) => signedIn(answer, credentials)}
          onBack={() => {
            setMfaToken(null);
            setPassword("");
          }}
        />
      </Suspense>
    );
  }

  return (
    <Card aria-labelledby="login-title">
      <CardHeader id="login-title" title={foAuth.signInTitle} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <UsernameField id="login-username" name="username" value={username} onChange={setUsername} error={errors.username} />
        <TextField
          id="login-password"
          type="password"
          label={foAuth.password}
          name="password"
          placeholder={foAuth.loginPasswordPlaceholder}
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {challenge.shown ? (
          <>
            <p className="text-sm text-slate-600 dark:text-slate-400">{foAuth.loginChallengeHint}</p>
            <ChallengeField id="login-answer" challenge={challenge.state} answer={challenge.answer} onChange={challenge.setAnswer} />
          </>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CheckboxField id="login-remember" label={foAuth.rememberMe} checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
          <Link
            href="/reset-password"
            className="inline-flex min-h-11 items-center text-sm font-medium text-brand-700 underline-offset-4 hover:underline dark:text-brand-500"
          >
            {foAuth.forgotPassword}
          </Link>
        </div>
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? foAuth.signingIn : foAuth.signInButton}
        </Button>
      </form>
    </Card>
  );
}

import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { Card, CardHeader } from "@web/components/ui/card";
import { CheckboxField, TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { foAuth } from "@web/i18n/fo/auth";
import { useLoginForm } from "../hooks/use-login-form";
import { ChallengeField } from "./challenge-field";
import { UsernameField } from "./username-field";

/** The code step only administrators with a second factor reach: loaded when the password answers mfaRequired, off the sign-in route's first load. */
const CodeStepCard = lazy(() => import("./code-step-card").then((module) => ({ default: module.CodeStepCard })));

export function LoginCard() {
  const { username, setUsername, password, setPassword, rememberMe, setRememberMe, errors, challenge, pending, onSubmit, codeStep } = useLoginForm();

  if (codeStep) {
    return (
      <Suspense fallback={null}>
        <CodeStepCard {...codeStep} />
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
        <Button type="submit" className="w-full" disabled={pending}>
          {pending ? foAuth.signingIn : foAuth.signInButton}
        </Button>
      </form>
    </Card>
  );
}

import { useEffect, useState, type FormEvent } from "react";
import { CHALLENGE_MAX_AGE_MS } from "@contract/limits";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { Card, CardHeader } from "@web/components/ui/card";
import { CheckboxField, TextField } from "@web/components/ui/field";
import { Button } from "@web/components/ui/button";
import { fo } from "@web/i18n/fo";
import { useChallenge } from "../api/get-challenge";
import { useRegister } from "../api/register";
import { UsernameField } from "./username-field";
import { checkRegisterForm, type FieldErrors } from "../lib/forms";
import { checkRegistration, needsNewChallenge, registrationFailureText } from "../lib/registration-checks";

type RegisterField = "username" | "email" | "password";

export function RegisterCard({ inviteCode }: { inviteCode: string | null }) {
  const challenge = useChallenge();
  const registerMutation = useRegister();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [website, setWebsite] = useState("");
  const [answer, setAnswer] = useState("");
  const [human, setHuman] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const { loadedAt } = challenge;
  const { refetch } = challenge;

  // The question is regenerated when it expires (docs/decisions.md#accounts-and-sign-in).
  useEffect(() => {
    if (!loadedAt) return;
    const timer = setTimeout(refetch, Math.max(0, loadedAt + CHALLENGE_MAX_AGE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [loadedAt, refetch]);

  const parsed = checkRegisterForm({ username, email, password });
  const errors: FieldErrors<RegisterField> = submitted ? parsed.errors : {};
  const complete = username !== "" && email !== "" && password !== "" && answer.trim() !== "" && human;

  function newQuestion() {
    setAnswer("");
    refetch();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const question = challenge.data;
    if (!parsed.success || !question || registerMutation.isPending) return;
    const failure = checkRegistration({
      honeypot: website,
      answer,
      a: question.a,
      b: question.b,
      loadedAt,
      now: Date.now(),
      human,
    });
    if (failure) {
      toast({ title: fo.auth.checkFailedTitle, description: registrationFailureText[failure], variant: "destructive" });
      if (needsNewChallenge(failure)) newQuestion();
      return;
    }
    registerMutation.mutate(
      {
        ...parsed.output,
        securityToken: question.securityToken,
        answer: Number(answer.trim()),
        website,
        ...(inviteCode ? { inviteCode } : {}),
      },
      {
        onSuccess: ({ message }) => {
          toast({ title: fo.auth.registerSuccessTitle, description: message });
          setUsername("");
          setEmail("");
          setPassword("");
          setHuman(false);
          setSubmitted(false);
          newQuestion();
        },
        onError: (error) => {
          toast({
            title: fo.auth.registerFailed,
            description: error instanceof ApiError && error.serverMessage ? error.serverMessage : fo.auth.registerFailed,
            variant: "destructive",
          });
          // The security token is single-use: every server answer needs a new question.
          newQuestion();
        },
      },
    );
  }

  return (
    <Card aria-labelledby="register-title">
      <CardHeader id="register-title" title={fo.auth.registerTitle} description={inviteCode ? fo.auth.inviteNote : undefined} />
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <UsernameField id="register-username" value={username} onChange={setUsername} error={errors.username} />
        <TextField
          id="register-email"
          type="email"
          label={fo.auth.email}
          placeholder={fo.auth.emailPlaceholder}
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
        />
        <TextField
          id="register-password"
          type="password"
          label={fo.auth.password}
          placeholder={fo.auth.passwordPlaceholder}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
        />
        {/* Honeypot: invisible to people and assistive tech; bots that fill every field give themselves away. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="register-website">{fo.auth.honeypotLabel}</label>
          <input
            id="register-website"
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={website}
            onChange={(e) => setWebsite(e.target.value)}
          />
        </div>
        {challenge.data ? (
          <TextField
            id="register-answer"
            label={fo.auth.challengeLabel(challenge.data.a, challenge.data.b)}
            placeholder={fo.auth.answerPlaceholder}
            inputMode="numeric"
            autoComplete="off"
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400" role={challenge.isError ? "alert" : undefined}>
            {challenge.isError ? fo.auth.challengeError : fo.auth.challengeLoading}
          </p>
        )}
        {challenge.isError ? (
          <Button variant="secondary" onClick={refetch}>
            {fo.common.retry}
          </Button>
        ) : null}
        <CheckboxField id="register-human" label={fo.auth.human} checked={human} onChange={(e) => setHuman(e.target.checked)} />
        <Button type="submit" className="w-full" disabled={!complete || !challenge.data || registerMutation.isPending}>
          {registerMutation.isPending ? fo.auth.registering : fo.auth.registerButton}
        </Button>
      </form>
    </Card>
  );
}

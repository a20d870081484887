import { useEffect, useState, type FormEvent } from "react";
import { CHALLENGE_MAX_AGE_MS } from "@contract/limits";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { foAuth } from "@web/i18n/fo/auth";
import { useChallenge } from "../api/get-challenge";
import { useRegister } from "../api/register";
import { checkRegisterForm, type FieldErrors } from "../lib/forms";
import { checkRegistration, needsNewChallenge, registrationFailureText } from "../lib/registration-checks";

type RegisterField = "username" | "email" | "password";

// The question is regenerated when it expires (docs/decisions.md#accounts-and-sign-in).
function useRenewWhenExpired(loadedAt: number, refetch: () => void) {
  useEffect(() => {
    if (!loadedAt) return;
    const timer = setTimeout(refetch, Math.max(0, loadedAt + CHALLENGE_MAX_AGE_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [loadedAt, refetch]);
}

function toastRegisterFailed(error: unknown) {
  toast({
    title: foAuth.registerFailed,
    description: error instanceof ApiError && error.serverMessage ? error.serverMessage : foAuth.registerFailed,
    variant: "destructive",
  });
}

/** The registration card's fields, its question and its sending; the card only lays them out. */
export function useRegisterForm(inviteCode: string | null) {
  const challenge = useChallenge();
  const registerMutation = useRegister();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [website, setWebsite] = useState("");
  const [answer, setAnswer] = useState("");
  const [human, setHuman] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const { loadedAt, refetch } = challenge;

  useRenewWhenExpired(loadedAt, refetch);

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
      toast({ title: foAuth.checkFailedTitle, description: registrationFailureText[failure], variant: "destructive" });
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
          toast({ title: foAuth.registerSuccessTitle, description: message });
          setUsername("");
          setEmail("");
          setPassword("");
          setHuman(false);
          setSubmitted(false);
          newQuestion();
        },
        onError: (error) => {
          toastRegisterFailed(error);
          // The security token is single-use: every server answer needs a new question.
          newQuestion();
        },
      },
    );
  }

  return {
    challenge,
    pending: registerMutation.isPending,
    fields: { username, email, password, website, answer, human },
    setters: { setUsername, setEmail, setPassword, setWebsite, setAnswer, setHuman },
    errors,
    complete,
    onSubmit,
  };
}

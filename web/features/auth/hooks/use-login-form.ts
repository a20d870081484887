import { type FormEvent, useState } from "react";
import type { LoginAnswer } from "@contract/schemas/auth";
import { useAuth } from "@web/lib/auth-context";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { foAuth } from "@web/i18n/fo/auth";
import { useLogin } from "../api/login";
import { offerToPasswordManager } from "../lib/password-manager";
import { checkLoginForm, type FieldErrors } from "../lib/forms";
import { useLoginChallenge } from "./use-login-challenge";

type LoginField = "username" | "password";

/** The sign-in form's state and its submit: the password step, and the code step it may lead to. */
export function useLoginForm() {
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

  /** The code step, once the password answered mfaRequired: how it signs in, and back to the password. */
  const codeStep =
    mfaToken !== null && parsed.success
      ? {
          mfaToken,
          onSignedIn: (answer: LoginAnswer) => signedIn(answer, parsed.output),
          onBack: () => {
            setMfaToken(null);
            setPassword("");
          },
        }
      : null;

  return { username, setUsername, password, setPassword, rememberMe, setRememberMe, errors, challenge, pending: loginMutation.isPending, onSubmit, codeStep };
}

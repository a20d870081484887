import { TextField } from "@web/components/ui/field/field";
import { Button } from "@web/components/ui/button";
import { fo } from "@web/i18n/fo";
import { foAuth } from "@web/i18n/fo/auth";
import type { ChallengeState } from "../api/get-challenge";

interface ChallengeFieldProps {
  challenge: ChallengeState;
  answer: string;
  onChange: (answer: string) => void;
  id?: string;
}

/** The arithmetic question of registration (and of a sign-in at its ceiling), or why it is not there yet, and a retry when loading it failed. */
export function ChallengeField({ challenge, answer, onChange, id = "register-answer" }: ChallengeFieldProps) {
  return (
    <>
      {challenge.data ? (
        <TextField
          id={id}
          label={foAuth.challengeLabel(challenge.data.a, challenge.data.b)}
          placeholder={foAuth.answerPlaceholder}
          inputMode="numeric"
          autoComplete="off"
          value={answer}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" role={challenge.isError ? "alert" : undefined}>
          {challenge.isError ? foAuth.challengeError : foAuth.challengeLoading}
        </p>
      )}
      {challenge.isError ? (
        <Button variant="secondary" onClick={challenge.refetch}>
          {fo.common.retry}
        </Button>
      ) : null}
    </>
  );
}

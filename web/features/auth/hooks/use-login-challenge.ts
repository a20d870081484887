import { useState } from "react";
import type { ErrorChallenge } from "@contract/errors";
import { apiMessages } from "@contract/messages";
import { ApiError } from "@web/lib/api-client";
import { type ChallengeState, getChallenge } from "../api/get-challenge";

/**
 * The question a sign-in must answer once its username is at its ceiling and this device never
 * signed in to it (docs/features/auth.md#known-devices): it arrives with the `challenge_required`
 * refusal, and every later try sends its answer until one succeeds.
 */
export function useLoginChallenge() {
  const [data, setData] = useState<ErrorChallenge | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);
  const [isError, setIsError] = useState(false);
  const [answer, setAnswer] = useState("");

  function show(next: ErrorChallenge) {
    setData(next);
    setLoadedAt(Date.now());
    setIsError(false);
    setAnswer("");
  }

  function refetch() {
    setData(null);
    setIsError(false);
    getChallenge().then(show, () => setIsError(true));
  }

  const state: ChallengeState = { data, loadedAt, isError, refetch };
  const shown = data !== null || isError;

  return {
    state,
    shown,
    answer,
    setAnswer,
    /** What the sign-in sends beside the password: the challenge and its answer, once one is shown. */
    fields: data ? { securityToken: data.securityToken, answer: answer.trim() } : {},
    /** After a failed sign-in: a new question arrived, or the one sent was spent (all but "too fast" spend it). */
    afterFailure(error: unknown) {
      if (error instanceof ApiError && error.challenge) show(error.challenge);
      else if (data && !(error instanceof ApiError && error.serverMessage === apiMessages.tooFast)) refetch();
    },
    done() {
      setData(null);
      setIsError(false);
      setAnswer("");
    },
  };
}

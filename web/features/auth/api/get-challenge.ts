import { useCallback, useEffect, useState } from "react";
import type { Challenge } from "@contract/schemas/auth";
import { api } from "@web/lib/api-client";

export function getChallenge(): Promise<Challenge> {
  return api<Challenge>("/api/auth/challenge", { auth: false });
}

export interface ChallengeState {
  data: Challenge | null;
  /** Client time the question arrived: the registration timing checks count from here. */
  loadedAt: number;
  isError: boolean;
  refetch: () => void;
}

/** A fresh arithmetic question on every load; `refetch` asks for a new one. */
export function useChallenge(): ChallengeState {
  const [request, setRequest] = useState(0);
  const [state, setState] = useState<Omit<ChallengeState, "refetch">>({ data: null, loadedAt: 0, isError: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `request` is the trigger: `refetch` bumps it to ask for a new question.
  useEffect(() => {
    let current = true;
    setState({ data: null, loadedAt: 0, isError: false });
    getChallenge().then(
      (data) => current && setState({ data, loadedAt: Date.now(), isError: false }),
      () => current && setState({ data: null, loadedAt: 0, isError: true }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const refetch = useCallback(() => setRequest((n) => n + 1), []);
  return { ...state, refetch };
}

import { useState } from "react";
import { sendChange } from "@web/lib/changes/send-with-token";
import type { ChangeDeclaration } from "@web/lib/changes/define-change";
import { linkGone, refusalText } from "../api/helper-api";

export interface HelperWrite {
  /** Sends one change with the device's token, then reads the page again; false when it was refused. */
  send: <TVariables, TData>(change: ChangeDeclaration<TVariables, TData, never>, variables: TVariables) => Promise<boolean>;
  busy: boolean;
  error: string | null;
}

/**
 * The page's writes: one at a time, never offline (the page is read-only without a network, so no
 * queue), each followed by a read; a 401 means the link no longer works.
 */
export function useHelperWrite(token: string, refresh: () => Promise<void>, onGone: (message: string) => void): HelperWrite {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const send: HelperWrite["send"] = async (change, variables) => {
    setBusy(true);
    setError(null);
    try {
      await sendChange(change, variables, token);
      await refresh();
      return true;
    } catch (failure) {
      if (linkGone(failure)) onGone(refusalText(failure));
      else setError(refusalText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { send, busy, error };
}

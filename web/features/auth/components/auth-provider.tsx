import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { useSignals } from "@preact/signals-react/runtime";
import type { CurrentUser } from "@contract/schemas/auth";
import { AuthContext, type AuthState, type SessionStatus } from "@web/lib/auth-context";
import { authToken, clearToken, keepSignedInUser, readSignedInUser, saveToken } from "@web/lib/auth-storage";
import { ApiError } from "@web/lib/api-client";
import { toast } from "@web/components/ui/toast/toast-store";
import { fo } from "@web/i18n/fo";
import { getMe } from "../api/get-me";
import { logout } from "../api/logout";
import { preventSilentSignIn } from "../lib/password-manager";

/**
 * What is known about the user of one token; `load` says which reload request it answers, and
 * `checked` whether the server has answered for it (the kept user of a start has not, yet).
 */
interface Loaded {
  token: string | null;
  user: CurrentUser | null;
  failed: boolean;
  load: number;
  checked: boolean;
}

const nothing: Loaded = { token: null, user: null, failed: false, load: 0, checked: false };

/** A start with a stored session shows its kept user at once; GET /api/auth/me then confirms or replaces it. */
function atStart(token: string | null): Loaded {
  const user = token ? readSignedInUser() : null;
  return user ? { token, user, failed: false, load: 0, checked: false } : nothing;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  useSignals();
  const token = authToken.value;
  const [load, setLoad] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>(() => atStart(token));

  // GET /api/auth/me only while a token exists. A 401 makes the API client drop the
  // token, which signs the user out; any other failure is the error screen ('Feilur við at henta…'),
  // unless a kept user is already shown (offline, say): the app then goes on with it.
  const upToDate = loaded.token === token && loaded.load === load && loaded.checked;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` is a signal read here; the check must rerun when it changes.
  useEffect(() => {
    if (!token || upToDate) return;
    let current = true;
    getMe().then(
      (user) => {
        if (!current) return;
        keepSignedInUser(user);
        setLoaded({ token, user, failed: false, load, checked: true });
      },
      (error: unknown) => {
        if (!current || (error instanceof ApiError && error.status === 401)) return;
        setLoaded((known) => ({ token, user: known.token === token ? known.user : null, failed: true, load, checked: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [token, load, upToDate]);

  const signIn = useCallback<AuthState["signIn"]>(
    (answer, remember) => {
      setLoaded({ token: answer.token, user: answer.user, failed: false, load, checked: true });
      saveToken(answer.token, remember, answer.user);
    },
    [load],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The session is forgotten here either way; the server's copy expires on its own.
    }
    clearToken();
    preventSilentSignIn();
    setLoaded(nothing);
    toast({ title: fo.auth.logoutTitle, description: fo.auth.logoutBody });
  }, []);

  const reload = useCallback(() => setLoad((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `token` is a signal read here; the memo must recompute when it changes.
  const value = useMemo<AuthState>(() => {
    const mine = token !== null && loaded.token === token;
    let status: SessionStatus;
    if (token === null) status = "signed-out";
    else if (mine && loaded.user) status = "signed-in";
    else if (mine && loaded.failed) status = "error";
    else status = "loading";
    return {
      user: mine ? loaded.user : null,
      status,
      error: status === "error" ? fo.auth.meError : null,
      signIn,
      signOut,
      reload,
    };
  }, [token, loaded, signIn, signOut, reload]);

  return <AuthContext value={value}>{children}</AuthContext>;
}

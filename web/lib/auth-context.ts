import { createContext, useContext } from "react";
import type { CurrentUser, LoginAnswer } from "@contract/schemas/auth";
import { fo } from "../i18n/fo";

export type SessionStatus = "loading" | "signed-in" | "signed-out" | "error";

export interface AuthState {
  user: CurrentUser | null;
  status: SessionStatus;
  /** Set when the current-user call failed for a reason other than 401. */
  error: string | null;
  /** Keeps the token (local storage when remembered) and caches the user. */
  signIn: (answer: LoginAnswer, remember: boolean) => void;
  signOut: () => Promise<void>;
  reload: () => void;
}

/** Shared so every feature can read the session; the auth feature provides it. */
export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error(fo.auth.useAuthOutside);
  return state;
}

/** For screens that only render inside the signed-in layout. */
export function useSignedInUser(): CurrentUser {
  const { user } = useAuth();
  if (!user) throw new Error("useSignedInUser needs a signed-in user (render it inside the signed-in layout)");
  return user;
}

import { signal } from "@preact/signals-react";
import { AUTH_TOKEN_KEY, REMEMBERED_CREDENTIALS_KEY } from "../../contract/limits";

/**
 * Where the session token lives (spec 01 §9): local storage when "remember me" is ticked,
 * session storage otherwise. The signal lets the auth provider react when a 401 clears it.
 */
export interface RememberedCredentials {
  username: string;
  password: string;
}

function safeGet(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function safeSet(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage can be disabled (private mode); the session then lasts as long as the page.
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

export const authToken = signal<string | null>(
  typeof window === "undefined" ? null : (safeGet(local, AUTH_TOKEN_KEY) ?? safeGet(session, AUTH_TOKEN_KEY)),
);

export function saveToken(token: string, remember: boolean): void {
  safeSet(remember ? local : session, AUTH_TOKEN_KEY, token);
  safeSet(remember ? session : local, AUTH_TOKEN_KEY, null);
  authToken.value = token;
}

export function clearToken(): void {
  safeSet(local, AUTH_TOKEN_KEY, null);
  safeSet(session, AUTH_TOKEN_KEY, null);
  authToken.value = null;
}

export function parseRememberedCredentials(raw: string | null): RememberedCredentials | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { username, password } = value as Record<string, unknown>;
    return typeof username === "string" && typeof password === "string" ? { username, password } : null;
  } catch {
    return null;
  }
}

export function readRememberedCredentials(): RememberedCredentials | null {
  return parseRememberedCredentials(safeGet(local, REMEMBERED_CREDENTIALS_KEY));
}

export function rememberCredentials(credentials: RememberedCredentials | null): void {
  safeSet(local, REMEMBERED_CREDENTIALS_KEY, credentials ? JSON.stringify(credentials) : null);
}

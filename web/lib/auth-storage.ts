import { signal } from "@preact/signals-react";
import { AUTH_TOKEN_KEY, LEGACY_REMEMBERED_CREDENTIALS_KEY, LIST_ORDER_KEY, SIGNED_IN_USER_KEY } from "@contract/limits";
import type { CurrentUser } from "@contract/schemas/auth";

/**
 * Where the session token lives: local storage when "remember me" is ticked, session storage
 * otherwise; the signal lets the auth provider react when a 401 clears it. Beside the token only
 * the signed-in user is kept, never a password: remembering that is the browser's password
 * manager's job (docs/features/auth.md). Logout leaves nothing of ours but the theme.
 */
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

// No password is kept on the phone: the key earlier releases stored one under, in plain text, is emptied at every start.
if (typeof window !== "undefined") safeSet(local, LEGACY_REMEMBERED_CREDENTIALS_KEY, null);

export const authToken = signal<string | null>(typeof window === "undefined" ? null : (safeGet(local, AUTH_TOKEN_KEY) ?? safeGet(session, AUTH_TOKEN_KEY)));

export function saveToken(token: string, remember: boolean, user: CurrentUser): void {
  const [kept, other] = remember ? [local, session] : [session, local];
  safeSet(kept, AUTH_TOKEN_KEY, token);
  safeSet(kept, SIGNED_IN_USER_KEY, JSON.stringify(user));
  safeSet(other, AUTH_TOKEN_KEY, null);
  safeSet(other, SIGNED_IN_USER_KEY, null);
  authToken.value = token;
}

/** A fresh token for the same session (its family moved to another database): kept where the old one was. */
export function replaceToken(token: string): void {
  const storage = tokenStorage();
  if (!storage) return;
  safeSet(storage, AUTH_TOKEN_KEY, token);
  authToken.value = token;
}

export function clearToken(): void {
  for (const storage of [local, session]) {
    safeSet(storage, AUTH_TOKEN_KEY, null);
    safeSet(storage, SIGNED_IN_USER_KEY, null);
    safeSet(storage, LEGACY_REMEMBERED_CREDENTIALS_KEY, null);
    safeSet(storage, LIST_ORDER_KEY, null);
  }
  authToken.value = null;
}

/**
 * The user the stored token belonged to when the server last said so. A start with a stored
 * session draws the app from it at once and asks GET /api/auth/me alongside, instead of showing
 * a spinner until the answer (an earlier first paint of the dashboard). Kept in the token's
 * storage and cleared with it, so it never outlives the session it describes.
 */
export function readSignedInUser(): CurrentUser | null {
  const storage = tokenStorage();
  return storage ? parseSignedInUser(safeGet(storage, SIGNED_IN_USER_KEY)) : null;
}

/** Updates the kept user (a fresh GET /api/auth/me answer) where the token is kept. */
export function keepSignedInUser(user: CurrentUser): void {
  const storage = tokenStorage();
  if (storage) safeSet(storage, SIGNED_IN_USER_KEY, JSON.stringify(user));
}

/** The storage that holds the token (saveToken keeps it in one only), or null without one. */
function tokenStorage(): (() => Storage) | null {
  if (safeGet(local, AUTH_TOKEN_KEY) !== null) return local;
  return safeGet(session, AUTH_TOKEN_KEY) !== null ? session : null;
}

export function parseSignedInUser(raw: string | null): CurrentUser | null {
  const value = parseObject(raw);
  if (!value) return null;
  const { id, username, email, familyId, isAdmin, verified, timeZone, zoneOffsets } = value;
  const valid =
    typeof id === "string" &&
    typeof username === "string" &&
    typeof email === "string" &&
    (typeof familyId === "string" || familyId === null) &&
    typeof isAdmin === "boolean" &&
    typeof verified === "boolean" &&
    typeof timeZone === "string";
  if (!valid) return null;
  // The zone's offsets are checked where they are used (seedZoneOffsets, contract/time/zone.ts),
  // outside this entry code that every page loads.
  const offsets = zoneOffsets === undefined ? {} : { zoneOffsets: zoneOffsets as CurrentUser["zoneOffsets"] };
  return { id, username, email, familyId, isAdmin, verified, timeZone, ...offsets };
}

function parseObject(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

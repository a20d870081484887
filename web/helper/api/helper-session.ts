import type { HelperView } from "./helper-api";

/**
 * The helper's device token (`helper.…`) and the last answers, kept in local storage under keys of
 * their own: never the phones' `auth_token` (a helper is nobody signed in), and never read by the
 * phones' fetch layer (docs/features/helpers.md "The helper's page").
 */
export const HELPER_TOKEN_KEY = "helper_token";
export const HELPER_VIEW_KEY = "helper_view";
/** The SHA-256 of the link the token came from (lib/use-helper-link.ts). */
export const HELPER_LINK_KEY = "helper_link";

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage disabled: it lasts as long as the page.
  }
}

export const readHelperToken = (): string | null => read(HELPER_TOKEN_KEY);
export const readKeptLink = (): string | null => read(HELPER_LINK_KEY);

/** A new token: the last one's answers are another link's. */
export function keepHelperToken(token: string, link: string): void {
  write(HELPER_TOKEN_KEY, token);
  write(HELPER_LINK_KEY, link);
  write(HELPER_VIEW_KEY, null);
}

/** The link was revoked or has ended: nothing of it stays on the device. */
export function forgetHelper(): void {
  for (const key of [HELPER_TOKEN_KEY, HELPER_LINK_KEY, HELPER_VIEW_KEY]) write(key, null);
}

export function readKeptView(): HelperView | null {
  const raw = read(HELPER_VIEW_KEY);
  if (!raw) return null;
  try {
    const view = JSON.parse(raw) as HelperView;
    return view && typeof view.me?.name === "string" ? view : null;
  } catch {
    return null;
  }
}

export const keepView = (view: HelperView): void => write(HELPER_VIEW_KEY, JSON.stringify(view));

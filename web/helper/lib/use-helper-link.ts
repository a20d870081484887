import { useEffect, useState } from "react";
import { sendChange } from "@web/lib/changes/send-with-token";
import { linkGone, refusalText } from "../api/helper-api";
import { forgetHelper, keepHelperToken, readHelperToken, readKeptLink } from "../api/helper-session";
import openLink from "../changes/open-link";

export type LinkState =
  | { kind: "none" }
  | { kind: "opening" }
  | { kind: "open"; token: string }
  | { kind: "gone"; message: string }
  | { kind: "failed"; message: string };

/** The secret after the url's `#`, if the page was opened from a parent's link. */
const secretInUrl = (): string | null => {
  const secret = decodeURIComponent(window.location.hash.slice(1)).trim();
  return secret || null;
};

/** The url without the secret, so it is neither kept in the history nor shared by accident. */
const dropSecret = () => window.history.replaceState(null, "", window.location.pathname + window.location.search);

/** Which link a kept token came from, without keeping the secret itself. */
async function fingerprint(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** One open per page, however often React runs the effect: a second would make a second, waiting device. */
let opening: Promise<LinkState> | null = null;

/**
 * Opens the link in the url, unless this device already holds a token of the same link: tapping
 * the parent's message again must not make the device a new one that waits for a parent.
 */
async function openFromUrl(secret: string): Promise<LinkState> {
  const link = await fingerprint(secret);
  const kept = readHelperToken();
  if (kept && readKeptLink() === link) {
    dropSecret();
    return { kind: "open", token: kept };
  }
  try {
    const opened = await sendChange(openLink, { secret, label: navigator.userAgent }, null);
    if (!opened) return { kind: "none" };
    keepHelperToken(opened.token, link);
    dropSecret();
    return { kind: "open", token: opened.token };
  } catch (failure) {
    if (!linkGone(failure)) return kept ? { kind: "open", token: kept } : { kind: "failed", message: refusalText(failure) };
    forgetHelper();
    dropSecret();
    return { kind: "gone", message: refusalText(failure) };
  }
}

/**
 * The device's session: a link in the url is opened (POST /api/helper/open) and its token kept,
 * else the kept token is used. `forget` is for a link that no longer works.
 */
export function useHelperLink(): { link: LinkState; forget: (message: string) => void } {
  const [link, setLink] = useState<LinkState>(() => {
    if (secretInUrl()) return { kind: "opening" };
    const token = readHelperToken();
    return token ? { kind: "open", token } : { kind: "none" };
  });

  useEffect(() => {
    const secret = secretInUrl();
    if (!secret) return;
    opening ??= openFromUrl(secret);
    void opening.then(setLink);
  }, []);

  return {
    link,
    forget: (message) => {
      forgetHelper();
      setLink({ kind: "gone", message });
    },
  };
}

/**
 * This tab's own writes (docs/decisions.md#live-channel). Each write sends an id of its own as
 * `X-Request-Id`; the server names it as the `cause` of every notice the write sets off, so the tab
 * knows the echo of its own change by identity. A write that sets off no notice (a replayed offline
 * add, a message already read) leaves an id no notice names, which swallows nothing: a notice from
 * another phone names another request and always refreshes. Its answer lists the notices it set
 * off (`X-Live-Notices`), which the change's refresh follows (web/lib/mutation-options.ts). Kept
 * small: this module is on every page's first load.
 */

/** How many of the latest write ids are kept for their echo, which comes within a second. */
export const OWN_WRITES_KEPT = 50;

export function createOwnWrites(kept = OWN_WRITES_KEPT) {
  const ids: string[] = [];
  return {
    /** A new id for a write about to be sent. getRandomValues, not randomUUID: that exists only on HTTPS and localhost, and a phone may use a LAN address. */
    next(): string {
      const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
      if (ids.push(id) > kept) ids.shift();
      return id;
    },
    /** True when a notice names one of this tab's writes: its echo. */
    isOwn: (cause: string | undefined): boolean => cause !== undefined && ids.includes(cause),
  };
}

export const ownRequests = createOwnWrites();

let noted = "";

/** Records the notices a write's answer lists (`X-Live-Notices`, comma-separated). */
export function noteWriteNotices(header: string | null): void {
  if (header) noted += `,${header}`;
}

/** The notice names recorded since the last take, and none after it. */
export function takeWriteNotices(): string[] {
  const names = noted
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  noted = "";
  return names;
}

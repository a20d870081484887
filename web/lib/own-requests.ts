/**
 * The ids of this tab's own writes (docs/decisions.md#live-channel): each write sends an id of its
 * own as `X-Request-Id`, and the server names it as the `cause` of every notice the write sets off,
 * so the tab knows the echo of its own change by identity. A write that sets off no notice (a
 * replayed offline add, a message already read) leaves an id no notice will ever name, which
 * swallows nothing: a notice from another phone names another request and always refreshes.
 */

/** How long an id is kept for its echo; a notice comes within a second, so this only bounds the memory. */
export const OWN_REQUEST_KEEP_MS = 60_000;

export function createOwnRequests(now: () => number = Date.now) {
  const kept = new Map<string, number>();
  const forgetOld = () => {
    for (const [id, at] of kept) if (now() - at > OWN_REQUEST_KEEP_MS) kept.delete(id);
  };
  return {
    /** A new id for a write about to be sent, kept as this tab's own. */
    next(): string {
      forgetOld();
      // getRandomValues, not randomUUID: the latter exists only on HTTPS and localhost, and a phone may use a LAN address.
      const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
      kept.set(id, now());
      return id;
    },
    /** True when a notice names one of this tab's own writes: its echo. */
    isOwn(cause: string | undefined): boolean {
      forgetOld();
      return cause !== undefined && kept.has(cause);
    },
  };
}

export const ownRequests = createOwnRequests();

import type { LiveMessageType } from "@contract/realtime";
import { LIVE_MESSAGE_TYPES } from "@contract/realtime";

/**
 * This tab's own writes (docs/decisions.md#live-channel). The server gives each request an id of its
 * own, names it as the `cause` of every notice the write sets off, and answers it as `X-Request-Id`;
 * the tab keeps the ids its writes were answered, so it knows the echo of its own change by identity.
 * The echo can come over the socket before the answer: a notice that arrives while one of this
 * tab's writes still waits for its answer is judged once they have all been answered (or after
 * `ECHO_WAIT_MS`, for a write that hangs). Kept small: this module is on every page's first load.
 */

/** How many of the latest write ids are kept for their echo, which comes within a second. */
export const OWN_WRITES_KEPT = 50;

/** The longest a notice waits for this tab's writes under way to be answered. */
export const ECHO_WAIT_MS = 5_000;

export function createOwnWrites(kept = OWN_WRITES_KEPT) {
  const causes: string[] = [];
  let underWay = 0;
  let waiting: (() => void)[] = [];
  const isOwn = (cause: string | undefined): boolean => cause !== undefined && causes.includes(cause);
  return {
    /** A write is sent. */
    begin(): void {
      underWay += 1;
    },
    /** Its answer came, with the id the server gave it (none when it never reached the server). */
    end(cause: string | null): void {
      if (cause && causes.push(cause) > kept) causes.shift();
      underWay = Math.max(0, underWay - 1);
      if (underWay > 0) return;
      const resolved = waiting;
      waiting = [];
      for (const resolve of resolved) resolve();
    },
    isOwn,
    /** Whether a notice names one of this tab's writes: at once, or once the writes under way have their answers. */
    isOwnEcho(cause: string | undefined): boolean | Promise<boolean> {
      if (isOwn(cause) || underWay === 0) return isOwn(cause);
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(isOwn(cause)), ECHO_WAIT_MS);
        waiting.push(() => {
          clearTimeout(timer);
          resolve(isOwn(cause));
        });
      });
    },
  };
}

export const ownWrites = createOwnWrites();

const KNOWN: ReadonlySet<string> = new Set(LIVE_MESSAGE_TYPES);

/** The notices an answer lists (`X-Live-Notices`, comma-separated), those this app knows. */
export function noticesOf(header: string | null): LiveMessageType[] {
  if (!header) return [];
  return header
    .split(",")
    .map((name) => name.trim())
    .filter((name): name is LiveMessageType => KNOWN.has(name));
}

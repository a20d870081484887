import { describe, expect, it, vi } from "vitest";
import { liveSocketUrl } from "@web/lib/live";
import { ECHO_WAIT_MS, OWN_WRITES_KEPT, createOwnWrites } from "@web/lib/own-writes";

describe("this tab's own writes", () => {
  /** A write sent and answered under the server's id. */
  const answered = (own: ReturnType<typeof createOwnWrites>, cause: string | null) => {
    own.begin();
    own.end(cause);
  };

  it("knows a notice naming one of its answered writes as its echo, each as often as notices name it", () => {
    const own = createOwnWrites();
    answered(own, "request-1");
    expect(own.isOwnEcho("request-1")).toBe(true);
    expect(own.isOwnEcho("request-1")).toBe(true);
  });

  it("never takes a notice of another request, or one naming none, for its own, even right after a write of its own that set off none", () => {
    const own = createOwnWrites();
    answered(own, "request-1");
    expect(own.isOwnEcho("another-phones-request-id")).toBe(false);
    expect(own.isOwnEcho(undefined)).toBe(false);
  });

  it("judges a notice that comes before its write's answer once the answer is in: its own echo, or another phone's", async () => {
    const own = createOwnWrites();
    own.begin();
    own.begin();
    const echo = own.isOwnEcho("request-2");
    const other = own.isOwnEcho("another-phones-request-id");
    expect(echo).toBeInstanceOf(Promise);
    own.end("request-1");
    own.end("request-2");
    expect(await echo).toBe(true);
    expect(await other).toBe(false);
  });

  it("judges it after ECHO_WAIT_MS when a write hangs", async () => {
    vi.useFakeTimers();
    try {
      const own = createOwnWrites();
      own.begin();
      const judged = own.isOwnEcho("another-phones-request-id");
      vi.advanceTimersByTime(ECHO_WAIT_MS);
      expect(await judged).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps only the latest OWN_WRITES_KEPT ids", () => {
    const own = createOwnWrites();
    answered(own, "first");
    for (let index = 1; index < OWN_WRITES_KEPT; index += 1) answered(own, `request-${index}`);
    expect(own.isOwn("first")).toBe(true);
    answered(own, "one-more");
    expect(own.isOwn("first")).toBe(false);
  });
});

describe("live socket address", () => {
  it("is secure when the page is", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "app.example" }, "a b")).toBe("wss://app.example/api/ws?ticket=a%20b");
    expect(liveSocketUrl({ protocol: "http:", host: "127.0.0.1:8787" }, "t")).toBe("ws://127.0.0.1:8787/api/ws?ticket=t");
  });
});

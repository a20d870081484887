import { describe, expect, it } from "vitest";
import { liveSocketUrl } from "@web/lib/live";
import { OWN_WRITES_KEPT, createOwnWrites } from "@web/lib/own-writes";

describe("this tab's own writes", () => {
  it("knows a notice naming one of its writes as its echo, each as often as notices name it", () => {
    const own = createOwnWrites();
    const id = own.next();
    expect(own.isOwn(id)).toBe(true);
    expect(own.isOwn(id)).toBe(true);
  });

  it("never takes a notice of another request, or one naming none, for its own, even right after a write of its own that set off none", () => {
    const own = createOwnWrites();
    own.next();
    expect(own.isOwn("another-phones-request-id")).toBe(false);
    expect(own.isOwn(undefined)).toBe(false);
  });

  it("gives every write an id of its own and keeps only the latest OWN_WRITES_KEPT", () => {
    const own = createOwnWrites();
    const first = own.next();
    expect(own.next()).not.toBe(first);
    for (let index = 1; index < OWN_WRITES_KEPT; index += 1) own.next();
    expect(own.isOwn(first)).toBe(false);
  });
});

describe("live socket address", () => {
  it("is secure when the page is", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "app.example" }, "a b")).toBe("wss://app.example/api/ws?ticket=a%20b");
    expect(liveSocketUrl({ protocol: "http:", host: "127.0.0.1:8787" }, "t")).toBe("ws://127.0.0.1:8787/api/ws?ticket=t");
  });
});

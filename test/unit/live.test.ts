import { describe, expect, it } from "vitest";
import { LOCAL_CHANGE_WINDOW_MS, createLocalChanges, liveSocketUrl } from "@web/lib/live";

describe("local change marks", () => {
  it("swallows exactly one echo per own change", () => {
    const marks = createLocalChanges(() => 0);
    marks.mark("shopping_list_updated");
    marks.mark("shopping_list_updated");
    expect(marks.consume("shopping_list_updated")).toBe(true);
    expect(marks.consume("shopping_list_updated")).toBe(true);
    expect(marks.consume("shopping_list_updated")).toBe(false);
  });

  it("does not swallow other message types", () => {
    const marks = createLocalChanges(() => 0);
    marks.mark("shopping_list_updated");
    expect(marks.consume("events_updated")).toBe(false);
  });

  it("forgets a mark whose write failed or whose echo never came", () => {
    let now = 0;
    const marks = createLocalChanges(() => now);
    marks.mark("shopping_list_updated");
    marks.unmark("shopping_list_updated");
    expect(marks.consume("shopping_list_updated")).toBe(false);
    marks.mark("shopping_list_updated");
    now = LOCAL_CHANGE_WINDOW_MS + 1;
    expect(marks.consume("shopping_list_updated")).toBe(false);
  });
});

describe("live socket address", () => {
  it("is secure when the page is", () => {
    expect(liveSocketUrl({ protocol: "https:", host: "app.example" }, "a b")).toBe("wss://app.example/api/ws?ticket=a%20b");
    expect(liveSocketUrl({ protocol: "http:", host: "127.0.0.1:8787" }, "t")).toBe("ws://127.0.0.1:8787/api/ws?ticket=t");
  });
});

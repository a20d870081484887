import { describe, expect, it, vi } from "vitest";
import { openNotificationTarget, targetUrl, type WindowLike } from "@web/sw/open-notification";
import { FALLBACK_PAYLOAD, parsePushPayload } from "@web/sw/push-payload";

const ORIGIN = "https://familyhub.example";

describe("the push's payload", () => {
  it("is the server's JSON as it is", () => {
    const payload = { title: "Nýggj uppgáva til tín", body: "Tak ruskið út", url: "/reminders", tag: "task-1" };
    expect(parsePushPayload(JSON.stringify(payload))).toEqual(payload);
  });

  it("falls back to a Faroese notification when there is no data or it is not an object", () => {
    expect(parsePushPayload(undefined)).toEqual(FALLBACK_PAYLOAD);
    expect(parsePushPayload("")).toEqual(FALLBACK_PAYLOAD);
    expect(parsePushPayload("null")).toEqual(FALLBACK_PAYLOAD);
    expect(parsePushPayload("42")).toEqual(FALLBACK_PAYLOAD);
  });

  it("shows text that is not JSON as the body under the generic title", () => {
    expect(parsePushPayload("Hey")).toEqual({ ...FALLBACK_PAYLOAD, body: "Hey" });
  });

  it("fills each missing or malformed field on its own", () => {
    expect(parsePushPayload(JSON.stringify({ title: "Døgurði í kvøld", url: 3, tag: "" }))).toEqual({
      title: "Døgurði í kvøld",
      body: "",
      url: "/",
      tag: FALLBACK_PAYLOAD.tag,
    });
  });
});

describe("the notification's target", () => {
  it("resolves paths on the app's origin and refuses other origins", () => {
    expect(targetUrl("/shopping", ORIGIN)).toBe(`${ORIGIN}/shopping`);
    expect(targetUrl(`${ORIGIN}/calendar?x=1`, ORIGIN)).toBe(`${ORIGIN}/calendar?x=1`);
    expect(targetUrl("https://evil.example/phish", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrl("//evil.example/phish", ORIGIN)).toBe(`${ORIGIN}/`);
    expect(targetUrl(undefined, ORIGIN)).toBe(`${ORIGIN}/`);
  });
});

function fakeWindow(url: string): WindowLike & { focus: ReturnType<typeof vi.fn>; navigate: ReturnType<typeof vi.fn> } {
  return { url, focus: vi.fn(async () => undefined), navigate: vi.fn(async () => undefined) };
}

function fakeClients(windows: WindowLike[]) {
  return { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) };
}

describe("a tapped notification", () => {
  it("focuses an open FamilyHub window and moves it to the target", async () => {
    const other = fakeWindow("https://elsewhere.example/");
    const app = fakeWindow(`${ORIGIN}/`);
    const clients = fakeClients([other, app]);
    await openNotificationTarget(clients, "/reminders", ORIGIN);
    expect(app.focus).toHaveBeenCalledOnce();
    expect(app.navigate).toHaveBeenCalledWith(`${ORIGIN}/reminders`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(clients.openWindow).not.toHaveBeenCalled();
  });

  it("only focuses a window already at the target", async () => {
    const app = fakeWindow(`${ORIGIN}/shopping`);
    const clients = fakeClients([app]);
    await openNotificationTarget(clients, "/shopping", ORIGIN);
    expect(app.focus).toHaveBeenCalledOnce();
    expect(app.navigate).not.toHaveBeenCalled();
  });

  it("opens a new window when none of the app is open", async () => {
    const clients = fakeClients([fakeWindow("https://elsewhere.example/")]);
    await openNotificationTarget(clients, "/calendar", ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/calendar`);
  });

  it("opens a window when the open one cannot be moved (a window the worker does not control)", async () => {
    const app = fakeWindow(`${ORIGIN}/`);
    app.navigate.mockRejectedValue(new TypeError("not controlled"));
    const clients = fakeClients([app]);
    await openNotificationTarget(clients, "/dinner", ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/dinner`);
  });

  it("never opens another origin", async () => {
    const clients = fakeClients([]);
    await openNotificationTarget(clients, "https://evil.example/", ORIGIN);
    expect(clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { nextBeforeOf } from "@contract/page-headers";
import { ApiError, api, apiPage, apiWrite, defaultErrorText, forgetKeptAnswers, parseErrorBody } from "@web/lib/api-client";
import { authToken } from "@web/lib/auth-storage";
import { ownWrites } from "@web/lib/own-writes";

afterEach(() => {
  vi.unstubAllGlobals();
  authToken.value = null;
});

describe("error bodies", () => {
  it("reads the server's JSON message and code", () => {
    expect(parseErrorBody('{"message":"Ikki funnið","code":"not_found"}')).toEqual({ message: "Ikki funnið", code: "not_found" });
  });

  it("keeps the request id the server logged the failure under", () => {
    expect(parseErrorBody('{"message":"Ikki funnið","code":"not_found","requestId":"r-1"}')).toEqual({
      message: "Ikki funnið",
      code: "not_found",
      requestId: "r-1",
    });
  });

  it("keeps the challenge a challenge_required refusal carries, and only a well-formed one", () => {
    const challenge = { a: 3, b: 4, securityToken: "t.o.k" };
    expect(parseErrorBody(JSON.stringify({ message: "Svara", code: "challenge_required", challenge }))).toEqual({
      message: "Svara",
      code: "challenge_required",
      challenge,
    });
    expect(parseErrorBody(JSON.stringify({ message: "Svara", code: "challenge_required", challenge: { a: "3", b: 4 } }))).toEqual({
      message: "Svara",
      code: "challenge_required",
    });
  });

  it("takes a plain-text body as the message", () => {
    expect(parseErrorBody("Slóðin er ógildug")).toEqual({ message: "Slóðin er ógildug", code: null });
  });

  it("ignores unknown codes and empty bodies", () => {
    expect(parseErrorBody('{"message":"x","code":"teapot"}')).toEqual({ message: "x", code: null });
    expect(parseErrorBody("  ")).toEqual({ message: null, code: null });
  });

  it("builds the default error texts: status and status text from 500 up, status and body below", () => {
    expect(defaultErrorText(503, "Service Unavailable", "busy")).toBe("503: Service Unavailable");
    expect(defaultErrorText(404, "Not Found", "gone")).toBe("404: gone");
  });
});

describe("api()", () => {
  it("sends the bearer token and JSON body", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{"ok":true}', { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    authToken.value = "tok";
    await expect(api("/api/x", { method: "POST", body: { a: 1 } })).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({ Authorization: "Bearer tok", "Content-Type": "application/json" });
    expect(init?.body).toBe('{"a":1}');
  });

  it("sends no token on public calls", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    authToken.value = "tok";
    await expect(api("/api/auth/login", { method: "POST", body: {}, auth: false })).resolves.toBeUndefined();
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).not.toHaveProperty("Authorization");
  });

  it("throws an ApiError with the server's message and code", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"Ov nógvar royndir","code":"rate_limited"}', { status: 429 }));
    const error = await api("/api/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", message: "Ov nógvar royndir" });
  });

  it("carries the request id of a JSON refusal, and of a plain-text one from its header", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"x","code":"not_found","requestId":"json-id"}', { status: 404 }));
    expect(await api("/api/x").catch((e: unknown) => e)).toMatchObject({ requestId: "json-id" });
    vi.stubGlobal("fetch", async () => new Response("Slóðin er ógildug", { status: 400, headers: { "X-Request-Id": "header-id" } }));
    expect(await api("/api/x").catch((e: unknown) => e)).toMatchObject({ requestId: "header-id", serverMessage: "Slóðin er ógildug" });
  });

  it("forgets the token when the server says the session is gone", async () => {
    vi.stubGlobal("fetch", async () => new Response('{"message":"x","code":"unauthenticated"}', { status: 401 }));
    authToken.value = "tok";
    await api("/api/x").catch(() => undefined);
    expect(authToken.value).toBeNull();
  });

  it("reports a network failure as status 0", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(api("/api/x")).rejects.toMatchObject({ status: 0, code: "network" });
  });
});

describe("conditional reads", () => {
  const answerWith = (status: number, body: string | null, etag?: string) =>
    new Response(body, { status, headers: etag ? { ETag: etag, "Content-Type": "application/json" } : {} });

  it("sends the kept ETag back and answers the kept body on 304, a new body and ETag on 200", async () => {
    forgetKeptAnswers();
    authToken.value = "tok";
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answerWith(200, '[{"id":1}]', 'W/"a"'))
      .mockResolvedValueOnce(answerWith(304, null, 'W/"a"'))
      .mockResolvedValueOnce(answerWith(200, '[{"id":2}]', 'W/"b"'))
      .mockResolvedValueOnce(answerWith(304, null, 'W/"b"'));
    vi.stubGlobal("fetch", fetchMock);
    const path = "/api/families/f/events";
    expect(await api(path)).toEqual([{ id: 1 }]);
    expect(await api(path)).toEqual([{ id: 1 }]);
    expect(await api(path)).toEqual([{ id: 2 }]);
    expect(await api(path)).toEqual([{ id: 2 }]);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("If-None-Match") ?? undefined);
    expect(sent).toEqual([undefined, 'W/"a"', 'W/"a"', 'W/"b"']);
  });

  it("never sends another session's ETag, nor one after the kept answers are forgotten", async () => {
    forgetKeptAnswers();
    const fetchMock = vi.fn<typeof fetch>(async () => answerWith(200, "[]", 'W/"a"'));
    vi.stubGlobal("fetch", fetchMock);
    authToken.value = "first";
    await api("/api/families/f/members");
    authToken.value = "second";
    await api("/api/families/f/members");
    forgetKeptAnswers();
    await api("/api/families/f/members");
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("If-None-Match") ?? undefined);
    expect(sent).toEqual([undefined, undefined, undefined]);
  });
});

describe("the D1 session bookmark", () => {
  it("sends back the newest bookmark any answer carried, never an older one", async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response("{}", { status: 200, headers: { "X-D1-Bookmark": "DB_00:00000002-0000" } }))
      .mockResolvedValueOnce(new Response("{}", { status: 200, headers: { "X-D1-Bookmark": "DB_00:00000001-ffff" } }))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    await api("/api/a");
    await api("/api/b");
    await api("/api/c", { method: "POST", body: {} });
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("X-D1-Bookmark"));
    expect(sent.slice(1)).toEqual(["DB_00:00000002-0000", "DB_00:00000002-0000"]);
  });

  it("keeps the newest of one database, and takes another database's bookmark whatever its text", async () => {
    const answer = (bookmark: string) => new Response("{}", { status: 200, headers: { "X-D1-Bookmark": bookmark } });
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(answer("DB_01:00000009-0000"))
      .mockResolvedValueOnce(answer("DB_01:00000003-0000"))
      .mockResolvedValueOnce(answer("DB_00:00000001-0000"))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetchMock);
    for (const path of ["/api/a", "/api/b", "/api/c", "/api/d"]) await api(path);
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("X-D1-Bookmark"));
    expect(sent.slice(1)).toEqual(["DB_01:00000009-0000", "DB_01:00000009-0000", "DB_00:00000001-0000"]);
  });
});

describe("paging in headers", () => {
  it("reads the cursor of the rel=next link only, whatever else the header lists", () => {
    const next = "https://app.test/api/families/f/reminders/completed?before=2026-05-01T00%3A00%3A00.000Z%7Cm";
    expect(nextBeforeOf(`<${next}>; rel="next"`)).toBe("2026-05-01T00:00:00.000Z|m");
    expect(nextBeforeOf(`<https://app.test/x?before=a>; rel="prev", <${next}>; rel="next"`)).toBe("2026-05-01T00:00:00.000Z|m");
    expect(nextBeforeOf(`</api/x?kind=sign_in&before=b%7C1>; rel="first next"`)).toBe("b|1");
    expect(nextBeforeOf(`<https://app.test/x?before=a>; rel="prev"`)).toBeNull();
    expect(nextBeforeOf(`<https://app.test/x?before=a>; rel="nextpage"`)).toBeNull();
    expect(nextBeforeOf(null)).toBeNull();
  });

  it("answers a paged read's array with its next cursor and count, and keeps both with a 304's kept answer", async () => {
    forgetKeptAnswers();
    authToken.value = "tok";
    const headers = { ETag: 'W/"a"', Link: '<https://app.test/api/support/tickets?before=c%7C1>; rel="next"', "X-History-Count": "42" };
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('[{"id":"t"}]', { status: 200, headers }))
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: 'W/"a"' } }))
      .mockResolvedValueOnce(new Response("[]", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const held = { rows: [{ id: "t" }], nextBefore: "c|1", historyCount: 42 };
    expect(await apiPage("/api/support/tickets")).toEqual(held);
    expect(await apiPage("/api/support/tickets")).toEqual(held);
    expect(await apiPage("/api/support/tickets?before=c%7C1")).toEqual({ rows: [], nextBefore: null, historyCount: null });
  });
});

describe("a write's own id", () => {
  it("is the id the server answers it under, known as this tab's own from then on; a client sends none, and a read's is not kept", async () => {
    const ids = ["server-id-1", "server-id-2", "server-id-3"];
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200, headers: { "X-Request-Id": ids.shift() ?? "" } }));
    vi.stubGlobal("fetch", fetchMock);
    await api("/api/shopping-items", { method: "POST", body: { name: "Te" } });
    await api("/api/shopping-items/x", { method: "DELETE" });
    await api("/api/families/f/events");
    const sent = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get("X-Request-Id"));
    expect(sent).toEqual([null, null, null]);
    expect([ownWrites.isOwn("server-id-1"), ownWrites.isOwn("server-id-2"), ownWrites.isOwn("server-id-3")]).toEqual([true, true, false]);
  });

  it("comes back to the caller with the notices its write set off", async () => {
    vi.stubGlobal(
      "fetch",
      async () => new Response('{"id":"i1"}', { status: 201, headers: { "X-Live-Notices": "shopping_list_updated, not_a_type", "X-Request-Id": "w1" } }),
    );
    expect(await apiWrite("/api/shopping-items", { method: "POST", body: { name: "Te" } })).toEqual({
      answer: { id: "i1" },
      notices: ["shopping_list_updated"],
    });
  });
});

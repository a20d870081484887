import { describe, expect, it } from "vitest";
import { D1_BOOKMARK_HEADER } from "@contract/limits";
import type { CalendarEvent } from "@contract/schemas/events";
import { call, json } from "../helpers/api";
import { eventBody, postEvent } from "../helpers/events";
import { createUser } from "../helpers/factories";

const bookmarkOf = (response: Response) => {
  const bookmark = response.headers.get(D1_BOOKMARK_HEADER);
  expect(bookmark, "every answer carries its session's bookmark").toMatch(/^DB_\d{2}:[0-9a-f-]+$/i);
  return bookmark!;
};

describe("D1 sessions: the bookmark a phone sends back", () => {
  it("comes with every answer, a write's no older than the read before it, and a read sent with it sees the write", async () => {
    const alice = await createUser();
    const path = `/api/families/${alice.familyId}/events`;
    const before = bookmarkOf(await call("GET", path, { token: alice.token }));
    const write = await postEvent(alice, eventBody({ title: "Foreldrafundur" }));
    expect(write.status).toBe(201);
    const written = bookmarkOf(write);
    expect(written >= before).toBe(true);
    const { id } = await json<CalendarEvent>(write);

    const read = await call("GET", path, { token: alice.token, headers: { [D1_BOOKMARK_HEADER]: written } });
    expect(read.status).toBe(200);
    expect((await json<CalendarEvent[]>(read)).map((event) => event.id)).toContain(id);
    expect(bookmarkOf(read) >= written).toBe(true);
  });

  it("starts a fresh session for a bookmark that is not one, and still answers", async () => {
    const alice = await createUser();
    for (const bad of ["nonsense bookmark", "x".repeat(300), "'; DROP TABLE events; --"]) {
      const response = await call("GET", `/api/families/${alice.familyId}/events`, { token: alice.token, headers: { [D1_BOOKMARK_HEADER]: bad } });
      expect(response.status, bad).toBe(200);
      bookmarkOf(response);
    }
  });

  it("comes with a refusal that is not a 401 or 403, such as a 404", async () => {
    const alice = await createUser();
    const missing = await call("DELETE", "/api/events/no-such-event", { token: alice.token });
    expect(missing.status).toBe(404);
    bookmarkOf(missing);
  });
});

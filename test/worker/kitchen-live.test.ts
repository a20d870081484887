import { describe, expect, it } from "vitest";
import { SIGNED_OUT_CLOSE_CODE } from "@contract/realtime";
import { call, json } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { pairScreen } from "@test/helpers/kitchen";
import { closedWithin, collect, type LiveSocket, upgrade } from "@test/helpers/live";

/** A kitchen screen on the family's live channel (docs/features/kitchen.md "Live"). */

async function screenTicket(token: string): Promise<string> {
  const response = await call("POST", "/api/kitchen/screen/live-ticket", { token });
  expect(response.status).toBe(200);
  return (await json<{ ticket: string }>(response)).ticket;
}

async function openScreenLive(token: string): Promise<LiveSocket> {
  const response = await upgrade(await screenTicket(token));
  if (response.status !== 101 || !response.webSocket) throw new Error(`upgrade: ${response.status} ${await response.text()}`);
  return collect(response.webSocket);
}

describe("a kitchen screen's live socket", () => {
  it("hears a phone's change to the family's shopping list, and not another family's", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const { token } = await pairScreen(parent);
    const live = await openScreenLive(token);
    await live.drain();
    expect((await call("POST", "/api/shopping-lists", { token: stranger.token, body: { name: "Annað" } })).status).toBe(201);
    expect(await live.silentFor(500)).toBe(true);
    expect((await call("POST", "/api/shopping-lists", { token: parent.token, body: { name: "Vikan" } })).status).toBe(201);
    expect(await live.next()).toMatchObject({ type: "shopping_list_updated" });
    live.close();
  });

  it("a ticket is spent once, a person's session cannot buy one, and a revoked screen's is refused", async () => {
    const parent = await createUser();
    const { token, screen } = await pairScreen(parent);
    expect((await call("POST", "/api/kitchen/screen/live-ticket", { token: parent.token })).status).toBe(403);
    const ticket = await screenTicket(token);
    const spare = await screenTicket(token);
    const opened = await upgrade(ticket);
    expect(opened.status).toBe(101);
    opened.webSocket?.accept();
    opened.webSocket?.close(1000);
    expect((await upgrade(ticket)).status).toBe(401);
    // A ticket bought with a screen's id swapped for another is not one the server issued.
    expect((await upgrade(spare.replace(screen.id, crypto.randomUUID()))).status).toBe(401);

    expect((await call("DELETE", `/api/kitchen/screens/${screen.id}`, { token: parent.token })).status).toBe(204);
    expect((await upgrade(spare)).status).toBe(401);
    expect((await call("POST", "/api/kitchen/screen/live-ticket", { token })).status).toBe(401);
  });

  it("revoking the screen closes its open socket and leaves the other screen connected", async () => {
    const parent = await createUser();
    const { token, screen } = await pairScreen(parent);
    const live = await openScreenLive(token);
    const other = await openScreenLive((await pairScreen(parent)).token);
    const closed = closedWithin(live.socket, 2_000);
    const otherClosed = closedWithin(other.socket, 1_000);
    expect((await call("DELETE", `/api/kitchen/screens/${screen.id}`, { token: parent.token })).status).toBe(204);
    expect(await closed).toBe(SIGNED_OUT_CLOSE_CODE);
    expect(await otherClosed).toBeNull();
    other.close();
  });
});

import { describe, expect, it } from "vitest";
import { helperMessages as h } from "@contract/helper-messages";
import { call, json } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { helperWithDevice } from "@test/helpers/helpers";
import { closedWithin, collect, upgrade } from "@test/helpers/live";

/** Removing the member a helper's link was made for (docs/features/helpers.md "Ends and revoking"). */

describe("a helper whose member is removed", () => {
  it("loses the link and its devices at once, and the device's open socket closes", async () => {
    const parent = await createUser();
    const helper = await helperWithDevice(parent);
    const other = await helperWithDevice(parent, { name: "Dagmamma", powers: ["dinner"] });
    const socketOf = async (token: string) => {
      const ticket = await json<{ ticket: string }>(await call("POST", "/api/helper/live-ticket", { token }));
      const upgraded = await upgrade(ticket.ticket);
      expect(upgraded.status).toBe(101);
      return collect(upgraded.webSocket!).socket;
    };
    const socket = await socketOf(helper.token);
    const othersSocket = await socketOf(other.token);
    const closed = closedWithin(socket, 3_000);
    expect((await call("DELETE", `/api/family-members/${helper.link.memberId}`, { token: parent.token })).status).toBe(204);
    expect(await closed).not.toBeNull();
    const refused = await call("GET", "/api/helper/me", { token: helper.token });
    expect(refused.status).toBe(401);
    expect((await json<{ message: string }>(refused)).message).toBe(h.linkInvalid);
    const links = await json<{ id: string }[]>(await call("GET", `/api/families/${parent.familyId}/helpers`, { token: parent.token }));
    expect(links.map((link) => link.id)).toEqual([other.link.id]);
    // The other helper's socket and session are untouched.
    expect(await closedWithin(othersSocket, 300)).toBeNull();
    expect((await call("GET", "/api/helper/me", { token: other.token })).status).toBe(200);
  });
});

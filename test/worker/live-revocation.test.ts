import { describe, expect, it } from "vitest";
import { SIGNED_OUT_CLOSE_CODE } from "@contract/realtime";
import { newEmailToken } from "@worker/services/auth/email-tokens";
import { call } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { closedWithin, openLive } from "../helpers/live";

describe("live sockets end with the session", () => {
  it("signing out closes the user's sockets and leaves the family's other members connected", async () => {
    const user = await createUser();
    const relative = await createUser({ familyId: user.familyId });
    const mine = await openLive(user);
    const theirs = await openLive(relative);
    const mineClosed = closedWithin(mine.socket, 2_000);
    const theirsClosed = closedWithin(theirs.socket, 1_000);
    expect((await call("POST", "/api/auth/logout", { token: user.token })).status).toBe(204);
    expect(await mineClosed).toBe(SIGNED_OUT_CLOSE_CODE);
    expect(await theirsClosed).toBeNull();
    theirs.close();
  });

  it("a new password closes the user's sockets", async () => {
    const user = await createUser();
    const live = await openLive(user);
    const closed = closedWithin(live.socket, 2_000);
    const reset = newEmailToken(db, "reset", user.id, Date.now());
    await reset.query;
    expect((await call("POST", "/api/auth/new-password", { body: { token: reset.token, password: "a-fresh-password" } })).status).toBe(200);
    expect(await closed).toBe(SIGNED_OUT_CLOSE_CODE);
  });
});

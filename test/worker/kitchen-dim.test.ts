import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import type { KitchenBoard } from "@contract/schemas/kitchen";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { call, errorBody } from "@test/helpers/api";
import { createUser } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";

/** The family's night on the kitchen screen (docs/features/kitchen.md "Night"). */

const screenDim = async (token: string) => (await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200)).dim;

describe("the kitchen screen's night, a family setting", () => {
  it("dims 21–06 by default; a parent's hours reach the screen and the board, and off is null", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    expect(await screenDim(token)).toEqual({ from: 21, to: 6 });

    expect(await ok(call("PUT", "/api/kitchen/dim", { token: parent.token, body: { dim: { from: 13, to: 15 } } }), 200)).toEqual({ dim: { from: 13, to: 15 } });
    expect(await screenDim(token)).toEqual({ from: 13, to: 15 });
    expect((await ok<KitchenBoard>(call("GET", "/api/kitchen/board", { token: parent.token }), 200)).dim).toEqual({ from: 13, to: 15 });

    await ok(call("PUT", "/api/kitchen/dim", { token: parent.token, body: { dim: null } }), 200);
    expect(await screenDim(token)).toBeNull();
  });

  it("refuses hours outside 0–23, halves and the same hour twice, in Faroese, and changes nothing", async () => {
    const parent = await createUser();
    const { token } = await pairScreen(parent);
    const refused: [unknown, string][] = [
      [{ from: 24, to: 6 }, k.dimHourInvalid],
      [{ from: 21, to: -1 }, k.dimHourInvalid],
      [{ from: 21.5, to: 6 }, k.dimHourInvalid],
      [{ from: "21", to: 6 }, k.dimHourInvalid],
      [{ from: 7, to: 7 }, k.dimSameHour],
    ];
    for (const [dim, message] of refused) {
      const response = await call("PUT", "/api/kitchen/dim", { token: parent.token, body: { dim } });
      expect(response.status).toBe(400);
      expect((await errorBody(response)).message).toBe(message);
    }
    expect((await call("PUT", "/api/kitchen/dim", { token: parent.token, body: {} })).status).toBe(400);
    expect(await screenDim(token)).toEqual({ from: 21, to: 6 });
  });

  it("is the caller's family's only: another family's screen keeps its own, and a screen cannot set it", async () => {
    const parent = await createUser();
    const stranger = await createUser();
    const mine = await pairScreen(parent);
    const theirs = await pairScreen(stranger);
    await ok(call("PUT", "/api/kitchen/dim", { token: stranger.token, body: { dim: { from: 20, to: 8 } } }), 200);
    expect(await screenDim(mine.token)).toEqual({ from: 21, to: 6 });
    expect(await screenDim(theirs.token)).toEqual({ from: 20, to: 8 });
    expect((await call("PUT", "/api/kitchen/dim", { token: mine.token, body: { dim: null } })).status).toBe(403);
    expect(await screenDim(mine.token)).toEqual({ from: 21, to: 6 });
  });
});

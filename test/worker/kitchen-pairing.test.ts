import { describe, expect, it } from "vitest";
import { KITCHEN_PAIRING_TTL_MS } from "@contract/kitchen-limits";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import type { KitchenScreen, Pairing } from "@contract/schemas/kitchen-screens";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { kitchenPairings } from "@worker/db/schema";
import { eq } from "drizzle-orm";
import { hashToken } from "@worker/lib/crypto";
import { pairScreen as pairWithCode } from "@worker/services/kitchen/screens";
import { call, errorBody, json } from "@test/helpers/api";
import { createUser, db, PASSWORD } from "@test/helpers/factories";
import { ok, pairScreen } from "@test/helpers/kitchen";

describe("pairing a kitchen screen (docs/features/kitchen.md)", () => {
  it("a parent's code pairs one tablet once; the screen reads its family's day and never another's", async () => {
    const user = await createUser();
    const { code, expiresAt } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token, body: { password: PASSWORD } }), 201);
    expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(KITCHEN_PAIRING_TTL_MS);
    const [stored] = await db
      .select()
      .from(kitchenPairings)
      .where(eq(kitchenPairings.codeHash, hashToken(code)));
    expect(stored?.familyId).toBe(user.familyId);

    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const paired = await call("POST", "/api/kitchen/pair", { body: { code: typed, name: "Køkur" } });
    expect(paired.status).toBe(201);
    const { token, screen, familyId } = await json<{ token: string; screen: KitchenScreen; familyId: string }>(paired);
    expect(token.startsWith("kitchen.")).toBe(true);
    expect(familyId).toBe(user.familyId);

    const again = await call("POST", "/api/kitchen/pair", { body: { code, name: "Annar" } });
    expect(again.status).toBe(400);
    expect((await errorBody(again)).message).toBe(k.codeInvalid);

    const today = await ok<ScreenToday>(call("GET", "/api/kitchen/screen/today", { token }), 200);
    expect(today.screen).toEqual({ id: screen.id, name: "Køkur" });
    const listed = await ok<KitchenScreen[]>(call("GET", "/api/kitchen/screens", { token: user.token }), 200);
    expect(listed.map((row) => row.id)).toEqual([screen.id]);
  });

  it("an expired code pairs nothing, and two tablets racing for one code get one screen", async () => {
    const user = await createUser();
    const { code } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token, body: { password: PASSWORD } }), 201);
    await db
      .update(kitchenPairings)
      .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
      .where(eq(kitchenPairings.codeHash, hashToken(code)));
    expect((await call("POST", "/api/kitchen/pair", { body: { code, name: "Køkur" } })).status).toBe(400);

    const fresh = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token, body: { password: PASSWORD } }), 201);
    const racing = await Promise.all(Array.from({ length: 10 }, () => call("POST", "/api/kitchen/pair", { body: { code: fresh.code, name: "Køkur" } })));
    expect(racing.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(400)]);
    expect(await ok<KitchenScreen[]>(call("GET", "/api/kitchen/screens", { token: user.token }), 200)).toHaveLength(1);
  });

  it("two tablets pairing with one code in the same millisecond get one screen, and the other nothing", async () => {
    const user = await createUser();
    const { code } = await ok<Pairing>(call("POST", "/api/kitchen/pairings", { token: user.token, body: { password: PASSWORD } }), 201);
    const now = Date.now();
    const results = await Promise.allSettled(
      ["Køkur", "Stova"].map((name) =>
        pairWithCode({ db, dbName: user.db, origin: "https://familyhub.test", audit: { actorId: null, client: "test" } }, { code, name }, now),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual(["fulfilled", "rejected"]);
    const screens = await ok<KitchenScreen[]>(call("GET", "/api/kitchen/screens", { token: user.token }), 200);
    const paired = results.find((result) => result.status === "fulfilled");
    expect(screens.map((screen) => screen.id)).toEqual([paired?.status === "fulfilled" ? paired.value.body.screen.id : "none"]);
  });

  it("a revoked screen is refused at once, and another family cannot revoke it", async () => {
    const user = await createUser();
    const other = await createUser();
    const { token, screen } = await pairScreen(user);
    expect((await call("DELETE", `/api/kitchen/screens/${screen.id}`, { token: other.token })).status).toBe(404);
    expect((await call("GET", "/api/kitchen/screen/today", { token })).status).toBe(200);
    expect((await call("DELETE", `/api/kitchen/screens/${screen.id}`, { token: user.token })).status).toBe(204);
    const refused = await call("GET", "/api/kitchen/screen/today", { token });
    expect(refused.status).toBe(401);
    expect((await errorBody(refused)).code).toBe("unauthenticated");
  });

  it("a person's session on a screen's route is 403, a screen's token on a person's route is 403", async () => {
    const user = await createUser();
    const { token } = await pairScreen(user);
    expect((await call("GET", "/api/kitchen/screen/today", { token: user.token })).status).toBe(403);
    const refused = await call("GET", "/api/kitchen/board", { token });
    expect(refused.status).toBe(403);
    expect((await errorBody(refused)).message).toBe(k.screenOnly);
  });
});

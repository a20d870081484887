import { describe, expect, it } from "vitest";
import { kitchenMessages as k } from "@contract/kitchen-messages";
import { call, errorBody } from "@test/helpers/api";
import { ROUTES, splitKey } from "@test/helpers/route-matrix";
import { seedFamily, snapshotFamily } from "@test/helpers/world";

const entries = Object.entries(ROUTES);
const EVERY_ROUTE_MS = 120_000;

/** A kitchen screen's powers, as docs/features/kitchen.md lists them: the declarations must say exactly these. */
const SCREEN_POWERS = [
  "GET /api/kitchen/screen/today",
  "POST /api/kitchen/screen/live-ticket",
  "POST /api/kitchen/screen/ticks",
  "POST /api/kitchen/screen/requests",
  "POST /api/kitchen/screen/shopping-items",
  "POST /api/kitchen/screen/parent-actions",
  "POST /api/kitchen/screen/dinners/:id/done",
  "GET /api/kitchen/screen/weather",
  "GET /api/kitchen/screen/photos",
  "GET /api/kitchen/screen/photos/:id",
  "GET /api/kitchen/screen/recipes/:id",
];

describe("a kitchen screen's session (derived from the route declarations)", () => {
  it("is declared for exactly the screen's powers", () => {
    expect(
      entries
        .filter(([, route]) => route.access === "kitchen")
        .map(([key]) => key)
        .sort(),
    ).toEqual([...SCREEN_POWERS].sort());
  });

  it(
    "gets 403 on every other route, public ones too, and changes nothing",
    async () => {
      const world = await seedFamily();
      const before = await snapshotFamily(world.user.familyId);
      for (const [key, route] of entries.filter(([, route]) => route.access !== "kitchen")) {
        const { method } = splitKey(key);
        const request = route.request(world);
        const response = await call(method, request.path, { token: world.kitchen.kitchenToken, body: request.body, headers: request.headers });
        expect(response.status, key).toBe(403);
        if (route.plainTextErrors) {
          expect([response.headers.get("X-Error-Code"), await response.text()], key).toEqual(["forbidden", k.screenOnly]);
        } else {
          expect((await errorBody(response)).message, key).toBe(k.screenOnly);
        }
      }
      expect(await snapshotFamily(world.user.familyId)).toBe(before);
    },
    EVERY_ROUTE_MS,
  );

  it(
    "can do each of its powers with its own token, and none with a person's",
    async () => {
      for (const [key, route] of entries.filter(([, route]) => route.access === "kitchen")) {
        const world = await seedFamily();
        const { method } = splitKey(key);
        const request = route.request(world);
        const send = (token: string) => call(method, request.path, { token, body: request.body, headers: request.headers });
        expect((await send(world.user.token)).status, `${key} as a person`).toBe(403);
        expect((await send(world.kitchen.kitchenToken)).status, key).toBe(route.ownStatus);
      }
    },
    EVERY_ROUTE_MS,
  );
});

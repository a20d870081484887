import * as v from "valibot";
import { defineRoute } from "../http/route";

export const healthRoutes = [
  defineRoute({
    method: "GET",
    path: "/api/health",
    summary: "Liveness check; the cheapest route, the baseline of the benchmarks.",
    tag: "health",
    access: "public",
    answer: { status: 200, description: "Alive.", schema: v.strictObject({ ok: v.literal(true) }) },
    example: { status: 200, foreign: "own" },
    handler: (c) => c.json({ ok: true }),
  }),
];

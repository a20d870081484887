import { describe, expect, it } from "vitest";
import { call, json, errorBody } from "../helpers/api";

describe("GET /api/health", () => {
  it("answers ok without a token", async () => {
    const response = await call("GET", "/api/health");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ok: true });
  });

  it.each([
    ["an answer", "GET", "/api/health", 200],
    ["a 404", "GET", "/api/nothing-here", 404],
    ["a 401", "GET", "/api/auth/me", 401],
    ["a validation error", "POST", "/api/auth/login", 400],
  ] as const)("sends the hardening headers on %s", async (_, method, path, status) => {
    const response = await call(method, path, method === "POST" ? { body: {} } : {});
    expect(response.status).toBe(status);
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("X-Frame-Options")).toBe("DENY");
    expect(response.headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers an unknown API path with a not_found error body", async () => {
    const response = await call("GET", "/api/nothing-here");
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toEqual({ message: "Ikki funnið", code: "not_found" });
  });
});

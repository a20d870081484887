import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { and, desc, eq, like } from "drizzle-orm";
import { afterEach, describe, expect, inject, it, vi } from "vitest";
import { pushMessages as m } from "@contract/messages";
import { createApp } from "@worker/app";
import { securityEvents } from "@worker/db/schema";
import { deployVarProblems, isPlaceholderContact } from "@worker/lib/placeholder-contact";
import { vapidFromEnv } from "@worker/lib/web-push/vapid";
import { createMailer, mailTransport } from "@worker/services/mailer";
import { logPushSubject } from "@worker/services/push/subject";
import wranglerToml from "/wrangler.toml?raw";
import { call, errorBody, ORIGIN } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { newDevice, pushesTo, subscriptionOf } from "../helpers/push";

/** Production never pushes or mails with the placeholder contact wrangler.toml ships with (issue 41). */

const deployed = (overrides: Partial<typeof env> = {}) => ({ ...env, LOCAL_DEV: undefined, ...overrides });
/** A placeholder of this test's own: the refusal is logged once per contact and isolate. */
const placeholder = () => `mailto:ops-${crypto.randomUUID()}@familyhub.example`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("placeholder contacts", () => {
  it.each([
    ["noreply@familyhub.example", true],
    ["mailto:push@example.com", true],
    ["https://familyhub.test/contact", true],
    ["mailto:someone@localhost", true],
    ["", true],
    ["not an address", true],
    ["noreply@familyhub.fo", false],
    ["mailto:ops@familyhub.fo", false],
    ["https://familyhub.fo/contact", false],
    ["mailto:me@example.fo", false],
  ])("%j is a placeholder: %s", (contact, expected) => {
    expect(isPlaceholderContact(contact)).toBe(expected);
  });
});

describe("VAPID contact outside local development", () => {
  it("a placeholder VAPID_SUBJECT, or none with a placeholder MAIL_FROM, gives no push keys and logs why", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const subject = placeholder();
    expect(vapidFromEnv(deployed({ VAPID_SUBJECT: subject }))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`"${subject}" is a placeholder (VAPID_SUBJECT)`));
    const mailFrom = `noreply-${crypto.randomUUID()}@familyhub.example`;
    expect(vapidFromEnv(deployed({ VAPID_SUBJECT: undefined, MAIL_FROM: mailFrom }))).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`"mailto:${mailFrom}" is a placeholder (MAIL_FROM)`));
  });

  it("a real contact, or the placeholder in local development, keeps the keys", () => {
    expect(vapidFromEnv(deployed({ VAPID_SUBJECT: "mailto:ops@familyhub.fo" }))?.subject).toBe("mailto:ops@familyhub.fo");
    expect(vapidFromEnv(deployed({ VAPID_SUBJECT: undefined, MAIL_FROM: "noreply@familyhub.fo" }))?.subject).toBe("mailto:noreply@familyhub.fo");
    expect(vapidFromEnv({ ...env, VAPID_SUBJECT: "mailto:noreply@familyhub.example" })?.subject).toBe("mailto:noreply@familyhub.example");
  });

  it("the test push answers 503 and nothing reaches the device", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const user = await createUser();
    const device = await newDevice();
    expect((await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(device) })).status).toBe(201);
    const ctx = createExecutionContext();
    const request = new Request(`${ORIGIN}/api/push/test`, { method: "POST", headers: { Authorization: `Bearer ${user.token}` } });
    const response = await createApp().fetch(request, deployed({ VAPID_SUBJECT: placeholder() }), ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(503);
    expect(await errorBody(response)).toMatchObject({ code: "unavailable", message: m.notConfigured });
    expect(await pushesTo(device, env.VAPID_PUBLIC_KEY!)).toEqual([]);
  });
});

describe("MAIL_FROM outside local development", () => {
  const mailEnv = (mailFrom: string, name: string) =>
    deployed({ MAIL_TRANSPORT: "http", MAIL_HTTP_URL: `${inject("pushReceiver")}/push/${name}`, MAIL_HTTP_KEY: "key", MAIL_FROM: mailFrom });
  const arrivals = async (name: string) => ((await (await fetch(`${inject("pushReceiver")}/received/${name}`)).json()) as unknown[]).length;

  it("a placeholder sends no mail, fails the send with the reason, and the admin card says not configured", async () => {
    const name = crypto.randomUUID();
    const placeholderEnv = mailEnv("noreply@familyhub.example", name);
    await expect(createMailer(placeholderEnv, db).send({ to: "someone@familyhub.fo", subject: "Roynd", text: "Roynd" })).rejects.toThrow(
      /MAIL_FROM "noreply@familyhub.example" is a placeholder/,
    );
    expect(await arrivals(name)).toBe(0);
    expect(mailTransport(placeholderEnv)).toBe("misconfigured");
  });

  it("a real sender is mailed through the provider", async () => {
    const name = crypto.randomUUID();
    await createMailer(mailEnv("noreply@familyhub.fo", name), db).send({ to: "someone@familyhub.fo", subject: "Roynd", text: "Roynd" });
    expect(await arrivals(name)).toBe(1);
    expect(mailTransport(mailEnv("noreply@familyhub.fo", name))).toBe("http");
  });
});

describe("npm run deploy's check", () => {
  it("refuses wrangler.toml as shipped, with its placeholder MAIL_FROM", () => {
    expect(deployVarProblems(wranglerToml)).toEqual([expect.stringContaining('MAIL_FROM = "noreply@familyhub.example" is a placeholder')]);
  });

  it("passes real contacts, and refuses a placeholder VAPID_SUBJECT", () => {
    const real = wranglerToml.replace("noreply@familyhub.example", "noreply@familyhub.fo");
    expect(deployVarProblems(real)).toEqual([]);
    const withSubject = real.replace("[vars]\n", '[vars]\nVAPID_SUBJECT = "mailto:push@familyhub.example"\n');
    expect(deployVarProblems(withSubject)).toEqual([expect.stringContaining("VAPID_SUBJECT")]);
  });
});

describe("the VAPID contact in the security log", () => {
  const logged = (marker: string) =>
    db
      .select({ detail: securityEvents.detail, client: securityEvents.client })
      .from(securityEvents)
      .where(and(eq(securityEvents.kind, "push_subject"), like(securityEvents.detail, `%${marker}%`)));

  it("is logged when pushes go out with a contact other than the last logged, and not again while it stays", async () => {
    const marker = crypto.randomUUID();
    const [first, second] = [`mailto:ops-${marker}@familyhub.fo`, `https://familyhub.fo/${marker}`];
    const start = Date.now() - 60_000;
    await logPushSubject(db, first, start);
    await logPushSubject(db, first, start + 1);
    expect(await logged(marker)).toEqual([{ detail: JSON.stringify({ subject: first }), client: "push" }]);
    await logPushSubject(db, second, start + 2);
    await logPushSubject(db, first, start + 3);
    expect((await logged(marker)).map((row) => row.detail)).toEqual([first, second, first].map((subject) => JSON.stringify({ subject })));
  });

  it("the first push of a Worker logs the contact it pushes with", async () => {
    await logPushSubject(db, `mailto:before-${crypto.randomUUID()}@familyhub.fo`, Date.now() - 30_000);
    const user = await createUser();
    await call("POST", "/api/push/subscriptions", { token: user.token, body: subscriptionOf(await newDevice()) });
    expect((await call("POST", "/api/push/test", { token: user.token })).status).toBe(202);
    const [last] = await db
      .select({ detail: securityEvents.detail })
      .from(securityEvents)
      .where(eq(securityEvents.kind, "push_subject"))
      .orderBy(desc(securityEvents.createdAt))
      .limit(1);
    expect(last?.detail).toBe(JSON.stringify({ subject: env.VAPID_SUBJECT }));
  });
});

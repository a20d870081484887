import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { ADMIN_PAGE } from "@contract/limits";
import { sqlOnServer } from "./helpers/database";
import { createAdmin, createUser, type TestUser } from "./helpers/factories";
import { launchBrowser, openSignedIn } from "./helpers/setup";

// A page of users newer than everyone else, all in one millisecond, so the user registered here is
// the first of All Users' second page; the same for info messages, with one older message the
// first of the second page. They go again after the file, so no other file sees them.
const SEED = `e2epage-${randomBytes(3).toString("hex")}`;
const OLDER_MESSAGE = `${SEED}-older`;

let browser: Browser;
let admin: { token: string };
let newest: TestUser;

beforeAll(async () => {
  const [launched, user, signedIn] = await Promise.all([launchBrowser(), createUser("pgnext"), createAdmin("pgadm")]);
  browser = launched;
  newest = user;
  admin = signedIn;
  sqlOnServer(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ADMIN_PAGE})
     INSERT INTO users (id, username, email, password_hash, is_admin, email_verified_at, created_at)
     SELECT '${SEED}-' || i, '${SEED}-' || i, '${SEED}-' || i || '@example.test', 'x', 0, '2099-01-01T00:00:00.000Z', '2099-01-01T00:00:00.000Z' FROM n`,
  );
  sqlOnServer(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${ADMIN_PAGE})
     INSERT INTO admin_messages (id, title, message, created_at)
     SELECT '${SEED}-m-' || i, '${SEED}-m-' || i, 'Seeded', '2099-01-01T00:00:00.000Z' FROM n
     UNION ALL SELECT '${OLDER_MESSAGE}', '${OLDER_MESSAGE}', 'Seeded', '2098-01-01T00:00:00.000Z'`,
    // The administrators' list of info messages is the directory's (docs/features/several-databases.md).
    "DB",
  );
});

afterAll(async () => {
  sqlOnServer(`DELETE FROM users WHERE id LIKE '${SEED}-%'`);
  sqlOnServer(`DELETE FROM admin_messages WHERE id LIKE '${SEED}-%'`, "DB");
  await browser?.close();
});

describe("the admin panel's paged lists", () => {
  it("shows All Users a page at a time: 'Load more' reads the next page under the first", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const list = page.getByRole("region", { name: "User Management" }).getByRole("list", { name: "All Users" });
    await list.getByText(`${SEED}-1@example.test`, { exact: true }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(ADMIN_PAGE);
    expect(await list.getByText(newest.email, { exact: true }).count()).toBe(0);

    const more = page.getByRole("region", { name: "User Management" }).getByRole("button", { name: "Load more" });
    const secondPage = page.waitForResponse((response) => response.url().includes("/api/admin/users?before="));
    await more.click();
    expect((await secondPage).status()).toBe(200);
    await list.getByText(newest.email, { exact: true }).waitFor();
    expect(await list.getByRole("listitem").count()).toBeGreaterThan(ADMIN_PAGE);
    // The first page is still there, above the second, each user once.
    expect(await list.getByText(`${SEED}-${ADMIN_PAGE}@example.test`, { exact: true }).count()).toBe(1);
    expect(await list.getByText(newest.email, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows Info Messages a page at a time: 'Load more' reads the next page under the first", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const card = page.getByRole("region", { name: "Info Messages" });
    const list = card.getByRole("list", { name: "Sent messages" });
    await list.getByText(`${SEED}-m-1`, { exact: true }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(ADMIN_PAGE);
    expect(await list.getByText(OLDER_MESSAGE, { exact: true }).count()).toBe(0);

    const secondPage = page.waitForResponse((response) => response.url().includes("/api/admin/messages?before="));
    await card.getByRole("button", { name: "Load more" }).click();
    expect((await secondPage).status()).toBe(200);
    await list.getByText(OLDER_MESSAGE, { exact: true }).waitFor();
    expect(await list.getByRole("listitem").count()).toBeGreaterThan(ADMIN_PAGE);
    expect(await list.getByText(`${SEED}-m-${ADMIN_PAGE}`, { exact: true }).count()).toBe(1);
    expect(await list.getByText(OLDER_MESSAGE, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { THEME_KEY } from "@contract/limits";
import { baseUrl, call, createAdmin, createUser, uniqueUsername } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, SCREEN_SIZES, screenshot } from "./helpers/setup";

let browser: Browser;
let admin: { token: string };

beforeAll(async () => {
  [browser, admin] = await Promise.all([launchBrowser(), createAdmin("sysadm", { steppedUp: true })]);
});

afterAll(async () => {
  await browser?.close();
});

const tab = (page: Page, name: string) => page.getByRole("tab", { name, exact: true });

/** The System tab, and one of its sub-tabs. */
async function openSystem(page: Page, view?: string) {
  await tab(page, "System").click();
  if (view) await tab(page, view).click();
}

describe("the admin panel's System tab", () => {
  it("shows the Email, Database and Settings cards and fetches each view only when its tab is selected", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const systemCalls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/api/admin/system/")) systemCalls.push(path);
    });
    await page.getByRole("heading", { name: "Admin Dashboard", level: 1 }).waitFor();
    await openSystem(page);
    const email = page.getByRole("region", { name: "Email System" });
    await email.getByText("Ready", { exact: true }).waitFor();
    await email.getByText("Local outbox (development: mail is stored, not sent)").waitFor();
    await page.getByRole("region", { name: "Database" }).getByText("Connected", { exact: true }).waitFor();
    expect(systemCalls.filter((path) => /\/(auth|database|logs|backup)$/.test(path))).toEqual([]);

    await email.getByRole("button", { name: "Send test email" }).click();
    await expectToast(page, "Test email sent");
    await email.getByText("FamilyHub test e-mail").first().waitFor();

    await page.getByRole("button", { name: "Manage Sessions" }).click();
    await page.getByText("Active sessions (seen in the last hour)").waitFor();
    await page.getByText("HS256").waitFor();
    expect(systemCalls).toContain("/api/admin/system/auth");
    expect(systemCalls).not.toContain("/api/admin/system/database");

    await tab(page, "Database").click();
    await page.getByText("Cloudflare D1 (bindings DB, DB_00, DB_01)").waitFor();
    await page.getByText("Not applicable: D1 has no connection pool").waitFor();
    await page.getByRole("cell", { name: "users", exact: true }).waitFor();

    await tab(page, "Logs").click();
    await page.getByText("System status").waitFor();
    const warnings = page.waitForResponse((response) => response.url().endsWith("/api/admin/system/logs?level=WARN") && response.ok());
    await page.getByLabel("Level", { exact: true }).selectOption("WARN");
    await warnings;
    expect(errors).toEqual([]);
    await context.close();
  });

  it("pages through the security log filtered by kind and actor, with Load more", async () => {
    const member = await createUser("seclog");
    // 55 events by one actor: one more page than the first 50.
    for (let i = 0; i < 55; i++) await call("POST", `/api/families/${member.familyId}/calendar-feed/rotate`, undefined, member.token);
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await openSystem(page, "Logs");
    const log = page.getByRole("region", { name: "Security log" });
    const rows = log.getByRole("list", { name: "Security log" }).getByRole("listitem");
    await rows.first().waitFor();
    await log.getByLabel("Kind", { exact: true }).selectOption("calendar_feed_rotated");
    await log.getByLabel("Actor (username or id)").fill(member.username);
    // Listened for before the click: a quick answer could otherwise come before the wait began.
    const filtered = page.waitForResponse((response) => response.url().includes(`actor=${member.username}`) && response.ok());
    await log.getByRole("button", { name: "Filter" }).click();
    await filtered;
    await expect.poll(() => rows.count()).toBe(50);
    expect(await rows.filter({ hasText: "calendar_feed_rotated" }).count()).toBe(50);
    await log.getByRole("button", { name: "Load more" }).click();
    await expect.poll(() => rows.count()).toBe(55);
    expect(await log.getByRole("button", { name: "Load more" }).count()).toBe(0);
    await log.getByLabel("Actor (username or id)").fill("nobody_here");
    await log.getByRole("button", { name: "Filter" }).click();
    await log.getByText("No security events").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("exports a backup file named familyhub_backup_YYYY-MM-DD.json from the Backup view", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await openSystem(page, "Backup");
    const view = page.getByRole("region", { name: "Backup" });
    await view.getByText("Export formats").waitFor();
    await view.getByText("admin_messages", { exact: true }).waitFor();
    // The server's status, in words.
    expect(await view.getByRole("definition").first().textContent()).toBe("Ready");
    const download = page.waitForEvent("download");
    await view.getByRole("button", { name: "Export backup" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^familyhub_backup_\d{4}-\d{2}-\d{2}\.json$/);
    const body = JSON.parse(await readFile((await file.path())!, "utf8")) as { format: string; tables: Record<string, unknown[]> };
    expect(body.format).toBe("familyhub-backup");
    expect(body.tables.users?.length).toBeGreaterThan(0);
    await expectToast(page, "Backup exported");
    // The export is now the last backup (the view refetches after it).
    await view.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}:\d{2}$/).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Failed to export backup' under the button when the export fails, until the next attempt succeeds", async () => {
    const { page, context } = await openSignedIn(browser, admin, "/admin");
    await openSystem(page, "Backup");
    const view = page.getByRole("region", { name: "Backup" });
    await view.getByText("Export formats").waitFor();
    const failing = (route: import("playwright-core").Route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong", code: "internal" }) });
    await page.route("**/api/admin/system/backup/export", failing);
    await view.getByRole("button", { name: "Export backup" }).click();
    await expectToast(page, "Export failed");
    expect(await view.getByRole("alert").textContent()).toBe("Failed to export backup: Something went wrong");
    await page.unroute("**/api/admin/system/backup/export", failing);
    const download = page.waitForEvent("download");
    await view.getByRole("button", { name: "Export backup" }).click();
    await download;
    await expectToast(page, "Backup exported");
    expect(await view.getByRole("alert").count()).toBe(0);
    await context.close();
  });

  it("lists every problem of a refused backup under the upload, and clears them on the next attempt", async () => {
    const answer = await fetch(`${baseUrl()}/api/admin/system/backup/export`, {
      method: "POST",
      headers: { authorization: `Bearer ${admin.token}`, "content-type": "application/json" },
      body: JSON.stringify({ format: "json", tables: ["families", "users", "family_members"] }),
    });
    const file = (await answer.json()) as { tables: Record<string, Record<string, unknown>[]> };
    file.tables.users![0]!.family_id = "no-such-family";
    file.tables.family_members![0]!.family_id = "no-such-family";
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await openSystem(page, "Backup");
    const view = page.getByRole("region", { name: "Backup", exact: true });
    const upload = async (text: string) => {
      await view.getByLabel("Backup file").setInputFiles({ name: "backup.json", mimeType: "application/json", buffer: Buffer.from(text) });
      await view.getByRole("button", { name: "Restore backup" }).click();
      await expectToast(page, "Restore failed");
    };
    await upload(JSON.stringify(file));
    const refused = view.getByRole("region", { name: "The backup was refused, nothing was written" });
    await refused.getByText("tables.users[0].family_id: refers to families no-such-family, which the file does not hold").waitFor();
    await refused.getByText("tables.family_members[0].family_id: refers to families no-such-family, which the file does not hold").waitFor();
    await upload("{");
    await refused.getByText("The file is not complete JSON: truncated or damaged", { exact: true }).waitFor();
    expect(await refused.getByRole("listitem").count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates a user with Quick Actions' New User, who then shows in All Users, and Send Notice focuses the message form", async () => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const username = uniqueUsername("quick");
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "New User" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("E-mail").fill(`${username}@example.test`);
    await dialog.getByLabel("Password").fill("a-fresh-long-password");
    await dialog.getByRole("button", { name: "Create user" }).click();
    await expectToast(page, "User created");
    await page.getByRole("region", { name: "User Management" }).getByText(`${username}@example.test`).waitFor();
    // Send Notice takes the admin to the info-message form's title.
    await page.getByRole("region", { name: "Quick Actions" }).getByRole("button", { name: "Send Notice" }).click();
    await page.waitForFunction(() => document.activeElement?.id === "admin-message-title");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(SCREEN_SIZES)("looks right at %s size in light and dark", async (name, viewport) => {
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    await page.setViewportSize(viewport);
    for (const theme of ["light", "dark"]) {
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [THEME_KEY, theme]);
      await page.reload();
      await page.getByRole("region", { name: "Quick Actions" }).waitFor();
      await page.getByText("Today's Activity").waitFor();
      await screenshot(page, `admin-system-${name}-${theme}-overview`);
      await openSystem(page);
      await page.getByRole("region", { name: "Email System" }).getByText("Ready", { exact: true }).waitFor();
      await screenshot(page, `admin-system-${name}-${theme}-system`);
      for (const view of ["Logs", "Backup"]) {
        await tab(page, view).click();
        await page
          .getByRole("region", { name: view })
          .getByText(view === "Logs" ? "System status" : "Export formats")
          .waitFor();
        await screenshot(page, `admin-system-${name}-${theme}-${view.toLowerCase()}`);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

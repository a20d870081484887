import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { THEME_KEY } from "@contract/limits";
import { freshCode } from "@test/helpers/second-factor";
import { baseUrl, createAdmin, createUser, readAllAdminMessages, type TestAdmin, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, openSignedInLive, SCREEN_SIZES, screenshot } from "./helpers/setup";

let browser: Browser;
let asker: TestUser;
let admin: TestAdmin;

beforeAll(async () => {
  const [launched, user, signedIn] = await Promise.all([launchBrowser(), createUser("tix"), createAdmin("tixadm")]);
  browser = launched;
  asker = user;
  admin = signedIn;
});

afterAll(async () => {
  await browser?.close();
});

/** The family user files a question through the support page's own call. */
async function fileTicket(subject: string, description: string): Promise<void> {
  const response = await fetch(`${baseUrl()}/api/support/tickets`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${asker.token}` },
    body: JSON.stringify({ subject, description, priority: "medium" }),
  });
  expect(response.status).toBe(201);
}

/** The panel at phone and desktop size, light and dark, for looking at. */
async function shootPanel(page: Page, name: string): Promise<void> {
  for (const [size, viewport] of SCREEN_SIZES) {
    await page.setViewportSize(viewport);
    await screenshot(page, `admin-support-${name}-${size}`);
  }
}

describe("support in the admin panel", () => {
  it("answers a ticket with Ctrl+Enter and sets it In Progress", async () => {
    const subject = `Kalendarin ${Date.now()}`;
    await fileTicket(subject, "Tiltøkini vísast ikki á telefonini.");
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const tickets = page.getByRole("region", { name: "Support Tickets" });
    const ticket = tickets.getByRole("button", { name: new RegExp(subject) });
    await ticket.getByText("Open", { exact: true }).waitFor();
    await ticket.getByText("medium priority").waitFor();
    await ticket.click();
    await tickets.getByText("Tiltøkini vísast ikki á telefonini.").waitFor();

    const box = tickets.getByPlaceholder("Type your admin response here...");
    const send = tickets.getByRole("button", { name: "Send Response" });
    expect(await box.evaluate((element) => getComputedStyle(element).minHeight)).toBe("100px");
    expect(await send.isDisabled()).toBe(true);
    await box.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await box.fill("Dagfør appina og royn aftur.");
    await box.press("Control+Enter");
    await expectToast(page, "Response sent", "Your response has been sent to the user");
    await expect.poll(() => box.inputValue()).toBe("");
    const answer = tickets.locator("li[data-admin-response]").filter({ hasText: "Dagfør appina og royn aftur." });
    await answer.waitFor();
    await answer.getByText("Admin", { exact: true }).waitFor();

    await tickets.getByRole("button", { name: "In Progress", exact: true }).click();
    await expectToast(page, "Status updated");
    await ticket.getByText("In Progress", { exact: true }).waitFor();
    expect(await tickets.getByRole("button", { name: "In Progress", exact: true }).getAttribute("aria-pressed")).toBe("true");
    expect(await tickets.getByRole("button", { name: "Open", exact: true }).getAttribute("aria-pressed")).toBe("false");
    await shootPanel(page, "ticket-light");
    await page.evaluate((key) => localStorage.setItem(key, "dark"), THEME_KEY);
    await page.reload();
    await page
      .getByRole("region", { name: "Support Tickets" })
      .getByRole("button", { name: new RegExp(subject) })
      .click();
    await shootPanel(page, "ticket-dark");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the admin reply route's English refusal: a ticket closed since the panel read it", async () => {
    const subject = `Lokað ${Date.now()}`;
    await fileTicket(subject, "Spurningur, ið verður latin aftur.");
    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const tickets = page.getByRole("region", { name: "Support Tickets" });
    await tickets.getByRole("button", { name: new RegExp(subject) }).click();
    const box = tickets.getByPlaceholder("Type your admin response here...");
    await box.fill("Svar til ein latnan spurning.");

    // Another administrator closes it; this panel still shows it open until its next poll.
    // The newest ticket, so on the list's first page.
    const firstPage = (await (await fetch(`${baseUrl()}/api/admin/support/tickets`, { headers: { authorization: `Bearer ${admin.token}` } })).json()) as {
      id: string;
      subject: string;
    }[];
    const closed = await fetch(`${baseUrl()}/api/admin/support/tickets/${firstPage.find((ticket) => ticket.subject === subject)!.id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json", authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ status: "closed" }),
    });
    expect(closed.status).toBe(200);

    await tickets.getByRole("button", { name: "Send Response" }).click();
    await expectToast(page, "Failed to send response", "This ticket is closed; reopen it to reply");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends an info message that lights the family user's dot in another browser, then deletes it", async () => {
    await readAllAdminMessages(asker);
    const family = await openSignedInLive(browser, asker, "/");
    const header = family.page.getByRole("banner");
    await header.getByRole("link", { name: "Stuðul", exact: true }).waitFor();

    const { page, context, errors } = await openSignedIn(browser, admin, "/admin");
    const messages = page.getByRole("region", { name: "Info Messages" });
    await messages.getByRole("button", { name: "Send Message" }).click();
    await messages.getByRole("alert").getByText("Title and message are required").waitFor();

    const title = `Viðlíkahald ${Date.now()}`;
    await page.locator("#admin-message-title").fill(title);
    await messages.getByLabel("Message", { exact: true }).fill("FamilyHub verður dagført í kvøld.");
    await messages.getByRole("button", { name: "Send Message" }).click();
    // A push to every phone cannot be taken back: the panel asks for a code first.
    const dialog = page.getByRole("dialog", { name: "Confirm it is you" });
    await dialog.getByLabel("Code from the app").fill(await freshCode(admin.totpKey));
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expectToast(page, "Message created", "Message sent to all users successfully");
    await expect.poll(() => page.locator("#admin-message-title").inputValue()).toBe("");
    const row = messages.getByRole("listitem").filter({ hasText: title });
    // The list is read again after the send, with every other admin read: on a loaded machine that
    // has taken longer than a locator's 10 s. A failure shows the row's last text.
    await expect
      .poll(
        () =>
          row
            .textContent({ timeout: 1_000 })
            .then((text) => text ?? "")
            .catch(() => "(no row yet)"),
        { timeout: 30_000 },
      )
      .toMatch(/Read by 0 of \d+ users \(0%\)/);
    const list = messages.getByRole("list", { name: "Sent messages" });
    expect(await list.evaluate((element) => getComputedStyle(element).maxHeight)).toBe("256px");

    // The family's live channel brings the dot well before the 60 s poll.
    await header.getByRole("link", { name: "Stuðul – tú hevur ólisin boð" }).waitFor({ timeout: 5_000 });
    await shootPanel(page, "messages");

    await row.getByRole("button", { name: `Delete message "${title}"` }).click();
    await expectToast(page, "Message deleted");
    await row.waitFor({ state: "detached" });
    expect(errors).toEqual([]);
    expect(family.errors).toEqual([]);
    await context.close();
    await family.context.close();
  });
});

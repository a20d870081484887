import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { baseUrl, createAdmin, createUser, readAllAdminMessages, type TestAdmin, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, openSignedIn, openSignedInLive } from "./helpers/setup";

let browser: Browser;
let asker: TestUser;
let admin: TestAdmin;

beforeAll(async () => {
  [browser, asker, admin] = await Promise.all([launchBrowser(), createUser("ask"), createAdmin("askadm", { steppedUp: true })]);
});

afterAll(async () => {
  await browser?.close();
});

/**
 * An administrator sends a message to everyone through the API; the returned function deletes it
 * again, so no later file's fresh user finds it unread.
 */
async function sendAdminMessage(title: string, message: string): Promise<() => Promise<void>> {
  const headers = { "content-type": "application/json", authorization: `Bearer ${admin.token}` };
  const response = await fetch(`${baseUrl()}/api/admin/messages`, { method: "POST", headers, body: JSON.stringify({ title, message }) });
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return async () => {
    expect((await fetch(`${baseUrl()}/api/admin/messages/${id}`, { method: "DELETE", headers })).status).toBe(204);
  };
}

describe("the support page", () => {
  it("files a question, which is listed as 'Opið'; a blank form says what is missing", async () => {
    const { page, context, errors } = await openSignedIn(browser, asker, "/support");
    await page.getByRole("heading", { name: "Stuðul", level: 1 }).waitFor();
    const form = page.getByRole("region", { name: "Nýggjur spurningur" });
    expect(await form.getByLabel("Brúkaranavn").inputValue()).toBe(asker.username);
    expect(await form.getByLabel("Teldupostur").inputValue()).toBe(asker.email);
    expect(await form.getByLabel("Brúkaranavn").getAttribute("readonly")).not.toBeNull();

    await form.getByRole("button", { name: "Send spurning" }).click();
    await form.getByRole("alert").getByText("Vinarliga fyll út øll felt").waitFor();

    await form.getByLabel("Evni").fill("Kalendarin á telefonini");
    await form.getByLabel("Lýsing").fill("Hvussu fái eg tiltøkini inn í kalendaran á telefonini?");
    // The note goes once the fields have text (a re-render after typing, which a loaded machine may take a moment for).
    await expect.poll(() => form.getByRole("alert").count()).toBe(0);
    await form.getByRole("button", { name: "Send spurning" }).click();
    await expectToast(page, "Spurningur skrásettur", "Takk! Vit svara tær við telduposti so skjótt sum gjørligt.");
    // The form clears once the answer is in, a moment after the toast.
    await expect.poll(() => form.getByLabel("Evni").inputValue()).toBe("");

    const tickets = page.getByRole("region", { name: "Mínir spurningar" });
    const ticket = tickets.getByRole("button", { name: /Kalendarin á telefonini/ });
    await ticket.getByText("Opið", { exact: true }).waitFor();

    // Opened: the question, no answer yet, and a reply box whose send waits for text.
    await ticket.click();
    await tickets.getByText("Hvussu fái eg tiltøkini inn í kalendaran á telefonini?").waitFor();
    const send = tickets.getByRole("button", { name: "Send svar" });
    expect(await send.isDisabled()).toBe(true);
    await tickets.getByLabel("Títt svar").fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await tickets.getByLabel("Títt svar").fill("Eg brúki eina Android-telefon.");
    await send.click();
    await expectToast(page, "Svar sent");
    await tickets.getByText("Eg brúki eina Android-telefon.").waitFor();

    // What the page shows is what the server kept.
    await page.reload();
    await page.getByRole("region", { name: "Mínir spurningar" }).getByText("Opið", { exact: true }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an administrator's message makes the header's dot appear at once, and marking it read clears it", async () => {
    await readAllAdminMessages(asker);
    const { page, context, errors } = await openSignedInLive(browser, asker, "/support");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Stuðul", exact: true }).waitFor();

    const title = `Viðlíkahald ${Date.now()}`;
    const deleteMessage = await sendAdminMessage(title, "FamilyHub verður dagført í kvøld kl. 22.");
    // Through the live channel, well before the 60 s poll.
    await header.getByRole("link", { name: "Stuðul – tú hevur ólisin boð" }).waitFor({ timeout: 5_000 });
    const messages = page.getByRole("region", { name: "Boð frá umsitingini" });
    await messages.getByText("FamilyHub verður dagført í kvøld kl. 22.").waitFor();

    await messages.getByRole("button", { name: `Merk „${title}“ sum lisið` }).click();
    await header.getByRole("link", { name: "Stuðul", exact: true }).waitFor();
    await messages.getByRole("region", { name: "Lisið" }).getByText(title).waitFor();

    // Read for good: still read after a reload.
    await page.reload();
    await page.getByRole("region", { name: "Lisið" }).getByText(title).waitFor();
    expect(await page.getByRole("banner").getByRole("link", { name: "Stuðul – tú hevur ólisin boð" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
    await deleteMessage();
  });
});

describe("the help page", () => {
  it("opens and closes each section with 'Les Meira' / 'Minka um' and links to support", async () => {
    const { page, context, errors } = await openSignedIn(browser, asker, "/help");
    await page.getByRole("heading", { name: "Hjálp og Vegleiðing", level: 1 }).waitFor();
    const privacy = page.getByRole("region", { name: "Um FamilyHub og privatlív" });
    expect(await privacy.getByText(/Vilt tú hava tína kontu strikaða/).count()).toBe(0);
    await privacy.getByRole("button", { name: "Les Meira" }).click();
    await privacy.getByText(/Vilt tú hava tína kontu strikaða/).waitFor();
    await privacy.getByRole("button", { name: "Minka um" }).click();
    await privacy.getByText(/Vilt tú hava tína kontu strikaða/).waitFor({ state: "detached" });

    expect(await page.getByRole("button", { name: "Les Meira" }).count()).toBeGreaterThanOrEqual(7);
    await page.getByRole("link", { name: "Far til stuðul" }).click();
    await page.getByRole("heading", { name: "Stuðul", level: 1 }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { LOGIN_LIMITS } from "@contract/limits";
import { baseUrl, createUser, type TestUser } from "./helpers/factories";
import { expectToast, launchBrowser, newPhonePage, url } from "./helpers/setup";

let browser: Browser;
let owner: TestUser;

beforeAll(async () => {
  [browser, owner] = await Promise.all([launchBrowser(), createUser("known")]);
});

afterAll(async () => {
  await browser?.close();
});

/** A sign-in through the API from an address of its own (each guess a different client, as a spread attack is). */
const apiSignIn = (password: string, address: string) =>
  fetch(`${baseUrl()}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": address },
    body: JSON.stringify({ username: owner.username, password, rememberMe: false }),
  });

async function signInThroughForm(page: Page) {
  const form = page.getByRole("region", { name: "Rita inn", exact: true });
  await form.getByLabel("Brúkaranavn").fill(owner.username);
  await form.getByLabel("Loyniorð").fill(owner.password);
  await form.getByRole("button", { name: "Rita inn", exact: true }).click();
  return form;
}

describe("a username at its ceiling", () => {
  it("a phone that signed in before signs in at once; another phone answers the question first", async () => {
    const known = await newPhonePage(browser);
    await known.page.goto(url("/login"));
    await signInThroughForm(known.page);
    await known.page.getByRole("heading", { level: 1, name: `Hey, ${owner.username}!` }).waitFor();
    const [device] = await known.context.cookies(`${baseUrl()}/api/auth/login`);
    expect(device).toMatchObject({ httpOnly: true, secure: true, sameSite: "Strict", path: "/api/auth/login" });
    await known.page.getByRole("button", { name: "Rita út" }).click();
    await known.page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    // Sign-out leaves the device cookie, and scripts cannot read it.
    expect(await known.context.cookies(`${baseUrl()}/api/auth/login`)).toHaveLength(1);
    expect(await known.page.evaluate(() => document.cookie)).toBe("");

    // A stranger spreads wrong guesses over many addresses until the username is at its ceiling.
    const prefix = `10.${Math.floor(Math.random() * 200)}`;
    for (let batch = 0; batch < LOGIN_LIMITS.maxPerUsername / 10; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => apiSignIn("wrong-guess", `${prefix}.${batch}.${i}`)));
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401));
    }
    const stranger = await apiSignIn(owner.password, `${prefix}.200.1`);
    expect(((await stranger.json()) as { code: string }).code).toBe("challenge_required");

    await signInThroughForm(known.page);
    await known.page.getByRole("heading", { level: 1, name: `Hey, ${owner.username}!` }).waitFor();
    expect(known.errors).toEqual([]);
    await known.context.close();

    const other = await newPhonePage(browser);
    await other.page.goto(url("/login"));
    const form = await signInThroughForm(other.page);
    await expectToast(other.page, "Innlogging miseydnaðist", "Ov nógvar skeivar royndir við hesum brúkaranavninum. Svara rokniuppgávuni og rita inn aftur.");
    const question = form.getByLabel(/^Hvat er \d+ \+ \d+\?$/);
    await question.waitFor();
    const askedAt = Date.now();
    const [, a, b] = /(\d+) \+ (\d+)/.exec((await form.getByText(/^Hvat er \d+ \+ \d+\?$/).textContent()) ?? "") ?? [];
    await question.fill(String(Number(a) + Number(b)));
    await other.page.waitForTimeout(Math.max(0, askedAt + 5_500 - Date.now()));
    await form.getByRole("button", { name: "Rita inn", exact: true }).click();
    await other.page.getByRole("heading", { level: 1, name: `Hey, ${owner.username}!` }).waitFor();
    expect(other.errors).toEqual([]);
    await other.context.close();
  }, 240_000);
});

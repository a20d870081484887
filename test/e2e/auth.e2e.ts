import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { createUser, login, loginAdmin, newPassword, type TestUser, uniqueUsername } from "./helpers/factories";
import { expectToast, launchBrowser, newPhonePage, openSignedIn, pathOf, signedInPhone, url, type PhonePage } from "./helpers/setup";
import { COMPILE_EAGERLY } from "../../scripts/vite/plugins";

let browser: Browser;
let user: TestUser;

beforeAll(async () => {
  [browser, user] = await Promise.all([launchBrowser(), createUser("auth")]);
});

afterAll(async () => {
  await browser?.close();
});

describe("the sign-in screen", () => {
  it("shows the sign-in and the registration card on /login and on /auth", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    for (const path of ["/login", "/auth"]) {
      await page.goto(url(path));
      await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
      expect(await page.getByRole("region", { name: "Rita inn", exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("region", { name: "Skráset", exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole("link", { name: "Gloymt loyniorð?" }).getAttribute("href")).toBe("/reset-password");
      expect(await page.getByRole("checkbox", { name: "Minst til mín" }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("registers a user through the form, once every field is filled and 5 seconds have passed, and signs them in", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto(url("/login"));
    const form = page.getByRole("region", { name: "Skráset", exact: true });
    const question = form.getByText(/^Hvat er \d+ \+ \d+\?$/);
    const answer = form.getByLabel(/^Hvat er \d+ \+ \d+\?$/);
    const sum = async () => {
      const [, a, b] = /(\d+) \+ (\d+)/.exec((await question.textContent()) ?? "") ?? [];
      return Number(a) + Number(b);
    };
    await question.waitFor();
    const submit = form.getByRole("button", { name: "Skráset", exact: true });

    const username = uniqueUsername("ui");
    const password = newPassword();
    expect(await submit.isDisabled()).toBe(true);
    await form.getByLabel("Brúkaranavn").fill(username);
    await form.getByLabel("Teldupostur").fill(`${username}@example.test`);
    await form.getByLabel("Loyniorð").fill(password);
    expect(await submit.isDisabled()).toBe(true);
    await answer.fill(String((await sum()) + 1));
    expect(await submit.isDisabled()).toBe(true);
    await form.getByRole("checkbox", { name: "Eg eri eitt menniskja" }).check();
    expect(await submit.isEnabled()).toBe(true);

    // A wrong answer is refused and a new question asked (docs/decisions.md#accounts-and-sign-in).
    const newQuestion = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth/challenge");
    await submit.click();
    await expectToast(page, "Feilur", "Feil svar á rokkna verkætlanini. Royn aftur.");
    await newQuestion;
    const askedAt = Date.now();
    await expect.poll(() => answer.inputValue()).toBe("");
    await question.waitFor();

    // The right answer sooner than 5 s after the question is refused too.
    await answer.fill(String(await sum()));
    await submit.click();
    await expectToast(page, "Feilur", "Vinarliga bíða eitt sindur og royn aftur.");

    await page.waitForTimeout(Math.max(0, askedAt + 5_500 - Date.now()));
    await submit.click();
    await expectToast(page, "Brúkari stovnaður");
    // The form is emptied for the next person.
    expect(await form.getByLabel("Brúkaranavn").inputValue()).toBe("");

    const signIn = page.getByRole("region", { name: "Rita inn", exact: true });
    await signIn.getByLabel("Brúkaranavn").fill(username);
    await signIn.getByLabel("Loyniorð").fill(password);
    await signIn.getByRole("button", { name: "Rita inn", exact: true }).click();
    await expectToast(page, "Innritan eyðnaðist", `Vælkomin, ${username}!`);
    await page.getByRole("heading", { level: 1, name: `Hey, ${username}!` }).waitFor();
    expect(pathOf(page)).toBe("/");
    expect(await page.getByRole("link", { name: /Innkeypslisti/ }).getAttribute("href")).toBe("/shopping");
    // A new family has no list yet: the card says so instead of loading for ever.
    await page
      .getByRole("link", { name: /Innkeypslisti/ })
      .getByText("0 vørur eftir at keypa")
      .waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("answers a wrong password with the destructive toast 'Innlogging miseydnaðist' and stays on the sign-in screen", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto(url("/login"));
    const signIn = page.getByRole("region", { name: "Rita inn", exact: true });
    await signIn.getByLabel("Brúkaranavn").fill(user.username);
    await signIn.getByLabel("Loyniorð").fill(`${user.password}-wrong`);
    await signIn.getByRole("button", { name: "Rita inn", exact: true }).click();
    await expectToast(page, "Innlogging miseydnaðist");
    expect(pathOf(page)).toBe("/login");
    expect(await page.evaluate(() => window.sessionStorage.getItem("auth_token") ?? window.localStorage.getItem("auth_token"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with 'Minst til mín' keeps the token in localStorage and no password anywhere; logout leaves nothing but the theme in either storage", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto(url("/login"));
    // What older versions stored: the password in plain text. This version removes it.
    await page.evaluate(() => window.localStorage.setItem("familyHub-remembered", JSON.stringify({ username: "old", password: "old-secret" })));
    await page.reload();
    const signIn = page.getByRole("region", { name: "Rita inn", exact: true });
    const passwordField = signIn.getByLabel("Loyniorð");
    // Filled by the password manager, not by us; the placeholder tells the 8 the form asks for.
    expect(await passwordField.inputValue()).toBe("");
    expect(await passwordField.getAttribute("placeholder")).toBe("Í minsta lagi 8 tekin");
    expect(await passwordField.getAttribute("autocomplete")).toBe("current-password");
    expect(await signIn.getByLabel("Brúkaranavn").getAttribute("autocomplete")).toBe("username");
    await signIn.getByLabel("Brúkaranavn").fill(user.username);
    await passwordField.fill(user.password);
    await signIn.getByRole("checkbox", { name: "Minst til mín" }).check();
    await signIn.getByRole("button", { name: "Rita inn", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    const storage = () =>
      page.evaluate(() => {
        const dump = (store: Storage) =>
          Object.fromEntries(Array.from({ length: store.length }, (_, i) => store.key(i)!).map((key) => [key, store.getItem(key)]));
        return { local: dump(window.localStorage), session: dump(window.sessionStorage) };
      });
    const signedIn = await storage();
    expect(signedIn.local.auth_token).toMatch(/\S{16,}/);
    expect(signedIn.session.auth_token).toBeUndefined();
    expect(JSON.stringify(signedIn)).not.toContain(user.password);
    expect(JSON.stringify(signedIn)).not.toContain("old-secret");

    await page.getByRole("button", { name: "Skift til myrkt útsjónd" }).click();
    await page.getByRole("button", { name: "Rita út" }).click();
    await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    expect(await storage()).toEqual({ local: { "familyHub-theme": "dark" }, session: {} });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an invalid or expired verification link shows a Faroese toast and clears the query", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto(url("/auth?verified=false"));
    await expectToast(page, "Váttanin miseydnaðist");
    await page.waitForURL((address) => address.search === "");
    expect(pathOf(page)).toBe("/auth");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a returning user", () => {
  it("draws the app from the user kept beside the token, checks the session alongside, and signs out when the server has revoked it", async () => {
    const { page, context, errors } = await newPhonePage(browser);
    await page.goto(url("/login"));
    const signIn = page.getByRole("region", { name: "Rita inn", exact: true });
    await signIn.getByLabel("Brúkaranavn").fill(user.username);
    await signIn.getByLabel("Loyniorð").fill(user.password);
    await signIn.getByRole("button", { name: "Rita inn", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    const kept = () => page.evaluate(() => JSON.parse(window.sessionStorage.getItem("familyHub-user") ?? "null") as { username: string } | null);
    expect((await kept())?.username).toBe(user.username);

    // A reload draws the dashboard and still asks the server who the token belongs to.
    const checked = page.waitForRequest((request) => request.url().endsWith("/api/auth/me"));
    await page.reload();
    await page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    await checked;

    // Revoked elsewhere (here: the page's token signed out through the API): the next start's check answers 401.
    const token = await page.evaluate(() => window.sessionStorage.getItem("auth_token"));
    expect((await fetch(url("/api/auth/logout"), { method: "POST", headers: { Authorization: `Bearer ${token}` } })).status).toBeLessThan(300);
    await page.reload();
    await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    expect(pathOf(page)).toBe("/login");
    expect(await kept()).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem("auth_token"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("fetches the shell's and the page's code from index.html itself, before the app's script runs, and a visitor's page fetches none of it", async () => {
    const chunksRequested = async (phone: PhonePage, path: string) => {
      const requested: string[] = [];
      const refused: string[] = [];
      phone.page.on("request", (request) => requested.push(new URL(request.url()).pathname));
      phone.page.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
      });
      // Without the entry script only index.html can ask for anything.
      await phone.context.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await phone.page.goto(url(path), { waitUntil: "load" });
      await phone.page.waitForLoadState("networkidle");
      await phone.context.close();
      expect(refused).toEqual([]);
      return requested.filter((requestedPath) => requestedPath.startsWith("/assets/")).map((file) => file.replace(/-[\w-]{8}\.js$/, ""));
    };

    const signedIn = await chunksRequested(await signedInPhone(browser, user), "/shopping");
    // The shell is built into the group of what every signed-in page loads (scripts/vite/chunks.ts).
    expect(signedIn).toEqual(expect.arrayContaining(["/assets/signed-in", "/assets/shopping"]));
    expect(signedIn).not.toContain("/assets/dashboard");

    // A visitor fetches the sign-in screen, which the inline script preloads when no session is
    // stored, and nothing of the signed-in app: not its shared group, shell or pages.
    const visitor = await chunksRequested(await newPhonePage(browser), "/login");
    expect(visitor).toContain("/assets/auth-page");
    // The pages' chunks: named `<page>-route`/`-page`, or by their group (scripts/vite/chunks.ts).
    const pageGroups = ["/assets/shopping", "/assets/calendar", "/assets/support", "/assets/dashboard"];
    const signedInFiles = (file: string) =>
      file === "/assets/signed-in" || pageGroups.includes(file) || (/-(route|page)$/.test(file) && file !== "/assets/auth-page");
    expect(visitor.filter(signedInFiles)).toEqual([]);
  });

  it("loads only scripts that ask V8 to compile them whole, off the main thread", async () => {
    const phone = await signedInPhone(browser, user);
    const scripts: Promise<{ file: string; head: string }>[] = [];
    phone.page.on("response", (response) => {
      const file = new URL(response.url()).pathname;
      if (file.endsWith(".js")) scripts.push(response.text().then((text) => ({ file, head: text.slice(0, COMPILE_EAGERLY.length + 1) })));
    });
    await phone.page.goto(url("/"), { waitUntil: "load" });
    await phone.page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    await phone.page.waitForLoadState("networkidle");
    const loaded = await Promise.all(scripts);
    await phone.context.close();
    expect(loaded.map(({ file }) => file)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/index-/), expect.stringMatching(/^\/assets\/signed-in-/)]),
    );
    expect(loaded.filter(({ head }) => head !== `${COMPILE_EAGERLY}\n`)).toEqual([]);
  });
});

describe("routes", () => {
  it("sends a signed-out visitor of /shopping to /login", async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto(url("/shopping"));
    await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    expect(pathOf(page)).toBe("/login");
    await context.close();
  });

  it("shows '404 Page Not Found' on an unknown path", async () => {
    const { page, context } = await newPhonePage(browser);
    await page.goto(url("/no-such-page"));
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor();
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
    await context.close();
  });

  it("sends a signed-in user who opens /login to the dashboard", async () => {
    const { page, context } = await openSignedIn(browser, user, "/login");
    await page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    expect(pathOf(page)).toBe("/");
    await context.close();
  });
});

describe("the header bar", () => {
  it("signs out with the toast 'Útritan eyðnaðist' and returns to the sign-in screen", async () => {
    // A session of its own: signing out revokes it on the server.
    const session = await login(user.username, user.password);
    const { page, context, errors } = await openSignedIn(browser, session, "/shopping");
    await page.getByRole("heading", { level: 1, name: "Innkeypslisti" }).waitFor();
    await page.getByRole("button", { name: "Rita út" }).click();
    await expectToast(page, "Útritan eyðnaðist", "Tú ert nú útloggaður");
    await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    expect(pathOf(page)).toBe("/login");
    expect(await page.evaluate(() => window.sessionStorage.getItem("auth_token"))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem("familyHub-user"))).toBeNull();
    // The session is gone, so a reload stays signed out.
    await page.reload();
    await page.getByRole("heading", { name: "Rita inn", exact: true }).waitFor();
    expect(pathOf(page)).toBe("/login");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("toggles the dark theme, keeps it under 'familyHub-theme' across a reload, and toggles back; the browser's bar follows it", async () => {
    const { page, context, errors } = await openSignedIn(browser, user);
    // The system's theme is dark: the app's own choice (light until toggled) still colours the bar.
    await page.emulateMedia({ colorScheme: "dark" });
    const isDark = () => page.evaluate(() => document.documentElement.classList.contains("dark"));
    const stored = () => page.evaluate(() => window.localStorage.getItem("familyHub-theme"));
    const barColours = () =>
      page.evaluate(() => [...document.querySelectorAll('meta[name="theme-color"]')].map((meta) => [meta.getAttribute("content"), meta.getAttribute("media")]));
    const brand700 = [["#0f766e", null]];
    const slate900 = [["#0f172a", null]];
    await page.getByRole("heading", { level: 1, name: `Hey, ${user.username}!` }).waitFor();
    expect(await isDark()).toBe(false);
    expect(await barColours()).toEqual(brand700);

    await page.getByRole("button", { name: "Skift til myrkt útsjónd" }).click();
    expect(await isDark()).toBe(true);
    expect(await stored()).toBe("dark");
    expect(await barColours()).toEqual(slate900);

    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    await page.getByRole("button", { name: "Skift til ljóst útsjónd" }).waitFor();
    expect(await isDark()).toBe(true);
    expect(await barColours()).toEqual(slate900);

    await page.getByRole("button", { name: "Skift til ljóst útsjónd" }).click();
    expect(await isDark()).toBe(false);
    expect(await stored()).toBe("light");
    expect(await barColours()).toEqual(brand700);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the 'Admin' badge and the admin-panel link to the local admin and to nobody else", async () => {
    const admin = await loginAdmin();
    expect(admin.user.isAdmin).toBe(true);
    const adminPage = await openSignedIn(browser, admin);
    const header = adminPage.page.getByRole("banner");
    await header.getByText("Admin", { exact: true }).waitFor();
    expect(await header.getByRole("link", { name: "Umsitingarpanel" }).getAttribute("href")).toBe("/admin");
    await adminPage.context.close();

    const memberPage = await openSignedIn(browser, user);
    const memberHeader = memberPage.page.getByRole("banner");
    await memberHeader.getByRole("button", { name: "Rita út" }).waitFor();
    expect(await memberHeader.getByText("Admin", { exact: true }).count()).toBe(0);
    expect(await memberHeader.getByRole("link", { name: "Umsitingarpanel" }).count()).toBe(0);
    await memberPage.context.close();
  });
});

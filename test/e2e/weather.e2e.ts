import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Browser } from "playwright-core";
import type { ScreenWeather } from "@contract/schemas/weather";
import { call, createUser, type TestUser } from "./helpers/factories";
import type { FakeMetSeen } from "./helpers/fake-met";
import { openPairedScreen, pairScreen } from "./helpers/kitchen";
import { expectToast, launchBrowser, openSignedIn, screenshot } from "./helpers/setup";

/**
 * The wall's weather (docs/features/weather.md): a parent picks the family's place on the Børn page,
 * and the paired wall at 1024×768 shows the forecast the app fetched from the fake MET Norway the
 * app was started with (helpers/fake-met.ts, global-setup.ts); a new place reaches the open wall by its notice.
 */
let browser: Browser;
let parent: TestUser;
let later: TestUser;

beforeAll(async () => {
  [browser, parent, later] = await Promise.all([launchBrowser(), createUser("weather"), createUser("weatherold")]);
});

afterAll(async () => {
  await browser?.close();
});

const seen = async () => (await (await fetch(`${inject("metServer")}/seen`)).json()) as FakeMetSeen;

describe("the weather on the wall", () => {
  it("is set on the phone and shown on the paired wall, now and the next hours, and follows a new place", async () => {
    const paired = await pairScreen(parent);
    const phone = await openSignedIn(browser, parent, "/born");
    // Folded: the form and the place list load when it opens.
    const fold = phone.page.getByRole("button", { name: "Veðrið á skerminum" });
    expect(await fold.getAttribute("aria-expanded")).toBe("false");
    await fold.click();
    const form = phone.page.getByRole("form", { name: "Veðrið á skerminum" });
    await form.getByLabel("Staður").selectOption({ label: "Klaksvík" });
    await form.getByRole("button", { name: "Goym" }).click();
    await expectToast(phone.page, "Staðurin er goymdur");

    const wall = await openPairedScreen(browser, paired);
    const weather = wall.page.getByRole("region", { name: "Veðrið, Klaksvík" });
    await weather.waitFor();
    // The saved forecast's first step is this hour's: 6.1 °C, cloudy, 9.4 m/s; then light rain.
    await weather.getByRole("img", { name: "Nú: Skýggjað, 6°, vindur 9 m/s" }).waitFor();
    const hours = weather.getByRole("list", { name: "Komandi tímar" }).getByRole("listitem");
    expect(await hours.count()).toBe(6);
    expect(await hours.first().getAttribute("aria-label")).toMatch(/^Klokkan \d\d: Lítið regn, 6°, 0,3 mm$/);
    expect(await hours.nth(1).getAttribute("aria-label")).toMatch(/^Klokkan \d\d: Regn, 6°, 1,2 mm$/);
    // Just fetched: no old marker.
    expect(await weather.getByText(/Veðrið er frá/).count()).toBe(0);
    await screenshot(wall.page, "wall-weather-1024x768");

    const asked = await seen();
    expect(asked.places).toContain("62.2266,-6.5890");
    expect(asked.userAgents.every((agent) => /^FamilyHub\/1 \S+/.test(agent))).toBe(true);

    // Another place on the phone: the open wall hears kitchen_updated and reads its weather again.
    await form.getByLabel("Staður").selectOption({ label: "Sumba" });
    await form.getByRole("button", { name: "Goym" }).click();
    await wall.page.getByRole("region", { name: "Veðrið, Sumba" }).waitFor({ timeout: 15_000 });
    expect((await seen()).places).toContain("61.4058,-6.7092");
    await screenshot(phone.page, "weather-place-phone");

    expect(phone.errors).toEqual([]);
    expect(wall.errors).toEqual([]);
    await phone.context.close();
    await wall.context.close();
  });

  it("marks the weather as old, quietly and on the family's clock, once MET's last answer is over three hours old", async () => {
    await call("PUT", "/api/kitchen/weather-place", { place: "vagur" }, later.token);
    const paired = await pairScreen(later);
    const wall = await openPairedScreen(browser, paired, { clocked: true });
    const weather = wall.page.getByRole("region", { name: "Veðrið, Vágur" });
    await weather.waitFor();
    expect(await weather.getByText(/Veðrið er frá/).count()).toBe(0);
    // The tablet's clock runs on three and a half hours (MET unreachable all that while, as far as the wall knows).
    await wall.page.clock.fastForward(3.5 * 60 * 60_000);
    const { fetchedAt } = await call<ScreenWeather>("GET", "/api/kitchen/screen/weather", undefined, paired.token);
    const time = new Intl.DateTimeFormat("en-GB", { timeZone: "Atlantic/Faroe", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      Date.parse(fetchedAt ?? ""),
    );
    await weather.getByText(`Veðrið er frá ${time}`).waitFor();
    expect(wall.errors).toEqual([]);
    await wall.context.close();
  });
});

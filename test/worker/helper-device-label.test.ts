import { describe, expect, it } from "vitest";
import { deviceLabel } from "@worker/services/helpers/devices";

/** The label a parent sees on a waiting device (docs/features/helpers.md): the browser and the system the User-Agent names first by their own order, not by where they stand in it. */
describe("a helper device's label", () => {
  it("names the phone's own system and browser, though its User-Agent also names others", () => {
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36")).toBe("Chrome · Android");
    expect(deviceLabel("Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1")).toBe(
      "Safari · iPhone",
    );
    expect(deviceLabel("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge · Windows");
    expect(deviceLabel("Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36")).toBe(
      "Samsung Internet · Android",
    );
    expect(deviceLabel("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox · Linux");
    expect(deviceLabel("  curl/8.5  ")).toBe("curl/8.5");
  });
});

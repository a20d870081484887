// Debian's Chromium, which the browser tests and the bench drive (browsers are never downloaded
// here; CHROMIUM_PATH overrides), and the flags it runs headless with on a CI machine.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

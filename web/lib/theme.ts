import { signal } from "@preact/signals-react";
import { THEME_KEY } from "@contract/limits";

export type Theme = "light" | "dark";

/** Only the two known values are accepted; anything else means the default, light. */
export function parseTheme(stored: string | null | undefined): Theme {
  return stored === "dark" ? "dark" : "light";
}

function readStoredTheme(): Theme {
  try {
    return parseTheme(window.localStorage.getItem(THEME_KEY));
  } catch {
    return "light";
  }
}

export const theme = signal<Theme>(typeof window === "undefined" ? "light" : readStoredTheme());

/** The browser's bar (and an installed app's title bar): brand-700 in light, as the manifest's theme colour, slate-900 in dark. */
const BROWSER_BAR_COLOUR: Record<Theme, string> = { light: "#0f766e", dark: "#0f172a" };

export function applyTheme(value: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", value === "dark");
  root.style.colorScheme = value;
  // The app's choice, not the system's: the theme follows the toggle only (light by default).
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", BROWSER_BAR_COLOUR[value]);
}

function setTheme(value: Theme): void {
  theme.value = value;
  applyTheme(value);
  try {
    window.localStorage.setItem(THEME_KEY, value);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function toggleTheme(): void {
  setTheme(theme.peek() === "dark" ? "light" : "dark");
}

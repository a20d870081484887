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

export function applyTheme(value: Theme): void {
  const root = document.documentElement;
  root.classList.toggle("dark", value === "dark");
  root.style.colorScheme = value;
}

export function setTheme(value: Theme): void {
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

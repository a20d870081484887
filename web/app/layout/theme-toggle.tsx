import { useSignals } from "@preact/signals-react/runtime";
import { theme, toggleTheme } from "@web/lib/theme";
import { IconButton } from "@web/components/ui/button";
import { MoonIcon, SunIcon } from "@web/components/ui/icons";
import { fo } from "@web/i18n/fo";

export function ThemeToggle() {
  useSignals();
  const dark = theme.value === "dark";
  return (
    <IconButton label={dark ? fo.header.themeToLight : fo.header.themeToDark} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

import { useSignals } from "@preact/signals-react/runtime";
import { theme, toggleTheme } from "../../lib/theme";
import { IconButton } from "../../components/ui/button";
import { MoonIcon, SunIcon } from "../../components/ui/icons";
import { fo } from "../../i18n/fo";

export function ThemeToggle() {
  useSignals();
  const dark = theme.value === "dark";
  return (
    <IconButton label={dark ? fo.header.themeToLight : fo.header.themeToDark} onClick={toggleTheme}>
      {dark ? <SunIcon /> : <MoonIcon />}
    </IconButton>
  );
}

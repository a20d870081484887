import { TextField } from "@web/components/ui/field/field";
import { foAuth } from "@web/i18n/fo/auth";

/** The username input of the sign-in and registration cards: same label, hint and keyboard. */
export function UsernameField({
  id,
  name = "username",
  value,
  onChange,
  error,
}: {
  id: string;
  /** The field's name, for password managers. */
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}) {
  return (
    <TextField
      id={id}
      name={name}
      label={foAuth.username}
      placeholder={foAuth.usernamePlaceholder}
      autoComplete="username"
      autoCapitalize="none"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

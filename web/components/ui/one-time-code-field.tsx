import { TextField } from "./field/field";

interface OneTimeCodeFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
}

/**
 * A code from an authenticator app: `one-time-code` lets a phone offer it, the keypad is numeric;
 * a recovery code (letters) can still be typed. Focused at once: it is all its screen or dialog asks for.
 */
export function OneTimeCodeField({ id, label, value, onChange, error }: OneTimeCodeFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      name="code"
      autoComplete="one-time-code"
      inputMode="numeric"
      autoFocus
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}

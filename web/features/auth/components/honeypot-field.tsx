import { foAuth } from "@web/i18n/fo/auth";

/** Honeypot: invisible to people and assistive tech; bots that fill every field give themselves away. */
export function HoneypotField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="register-website">{foAuth.honeypotLabel}</label>
      <input id="register-website" name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

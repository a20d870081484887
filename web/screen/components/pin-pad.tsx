import { useState } from "react";
import { KITCHEN_PIN_DIGITS } from "@contract/kitchen-limits";
import { foKitchen as t } from "@web/i18n/fo/kitchen";

const DIGITS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];
const key =
  "flex h-20 items-center justify-center rounded-2xl bg-slate-100 text-3xl font-semibold text-slate-900 active:bg-slate-300 dark:bg-slate-800 dark:text-slate-100";

/**
 * A PIN pad for a child's finger: big keys, the digits shown as dots. `onEnter` sends the PIN and
 * answers the server's refusal to show (wrong PIN, too many tries), or null when it went through.
 */
export function PinPad({ onEnter, onCancel }: { onEnter: (pin: string) => Promise<string | null>; onCancel: () => void }) {
  const [pin, setPin] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const press = (digit: string) => {
    setError(null);
    setPin((current) => (current.length < KITCHEN_PIN_DIGITS.max ? current + digit : current));
  };
  const submit = async () => {
    setBusy(true);
    const refusal = await onEnter(pin);
    setBusy(false);
    if (refusal) {
      setError(refusal);
      setPin("");
    }
  };
  return (
    <div className="space-y-4">
      <p className="flex h-10 items-center justify-center gap-3 text-3xl" aria-live="polite">
        <span className="sr-only">{t.pinCount(pin.length)}</span>
        {Array.from({ length: Math.max(pin.length, KITCHEN_PIN_DIGITS.min) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          <span key={index} aria-hidden="true" className={index < pin.length ? "text-brand-700" : "text-slate-300"}>
            ●
          </span>
        ))}
      </p>
      {error ? (
        <p role="alert" className="text-center font-medium text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="grid grid-cols-3 gap-3">
        {DIGITS.map((digit) => (
          <button key={digit} type="button" className={key} aria-label={t.pinDigit(digit)} onClick={() => press(digit)}>
            {digit}
          </button>
        ))}
        <button type="button" className={`${key} text-lg`} onClick={() => setPin("")}>
          {t.pinClear}
        </button>
        <button type="button" className={key} aria-label={t.pinDigit("0")} onClick={() => press("0")}>
          0
        </button>
        <button
          type="button"
          className={`${key} bg-brand-700 text-white active:bg-brand-800 disabled:opacity-40 dark:bg-brand-600`}
          disabled={busy || pin.length < KITCHEN_PIN_DIGITS.min}
          onClick={() => void submit()}
        >
          {t.pinOk}
        </button>
      </div>
      <button type="button" className="min-h-12 w-full rounded-xl text-lg text-slate-700 dark:text-slate-300" onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}

import { type FormEvent, useState } from "react";
import { KITCHEN_PAIRING_CODE_LENGTH } from "@contract/kitchen-limits";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { refusalText } from "../api/screen-api";
import pair from "../changes/pair";
import { sendChange } from "@web/lib/changes/send-with-token";
import { keepScreenSession, type ScreenSession } from "../api/screen-session";

const input =
  "block min-h-14 w-full rounded-xl border border-slate-300 bg-white px-4 text-2xl text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100";

/** The tablet, signed out: the pairing code from a parent's phone and a name for the screen. */
export function PairingForm({ notice, onPaired }: { notice: string | null; onPaired: (session: ScreenSession) => void }) {
  const [code, setCode] = useState("");
  const [name, setName] = useState<string>(t.nameDefault);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const paired = await sendChange(pair, { code, name }, null);
      if (paired) onPaired(keepScreenSession(paired));
    } catch (failure) {
      setError(refusalText(failure));
      setBusy(false);
    }
  };
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col justify-center gap-6 p-6">
      <h1 className="text-4xl font-bold text-slate-900 dark:text-slate-100">🍳 {t.pairTitle}</h1>
      <p className="text-lg text-slate-800 dark:text-slate-200">{t.pairIntro}</p>
      {notice ? (
        <p role="alert" className="rounded-xl bg-amber-100 p-3 text-lg text-slate-900">
          {notice}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} className="space-y-4">
        <div>
          <label htmlFor="pair-code" className="mb-1 block text-lg font-medium">
            {t.codeLabel}
          </label>
          <input
            id="pair-code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={KITCHEN_PAIRING_CODE_LENGTH + 4}
            className={`${input} font-mono tracking-widest uppercase`}
            required
          />
        </div>
        <div>
          <label htmlFor="pair-name" className="mb-1 block text-lg font-medium">
            {t.nameLabel}
          </label>
          <input id="pair-name" value={name} onChange={(event) => setName(event.target.value)} className={input} required maxLength={60} />
        </div>
        {error ? (
          <p role="alert" className="text-lg font-medium text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
        <button type="submit" disabled={busy} className="min-h-16 w-full rounded-2xl bg-brand-700 text-2xl font-bold text-white disabled:opacity-50">
          {busy ? t.pairing : t.pairButton}
        </button>
      </form>
    </main>
  );
}

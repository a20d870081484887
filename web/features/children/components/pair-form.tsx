import { type FormEvent, useState } from "react";
import type { Pairing } from "@contract/schemas/kitchen-screens";
import { Button } from "@web/components/ui/button";
import { TextField } from "@web/components/ui/field/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";

/**
 * 'Kopla eldhússkerm' with the account's password: the server makes no pairing code without it
 * (docs/features/auth.md "Confirming with the password"). The password is forgotten once the code shows.
 */
export function PairForm({ onPaired }: { onPaired: (pairing: Pairing) => void }) {
  const pair = useChange("children/create-pairing");
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setMissing(password === "");
    if (password === "") return;
    pair.mutate(
      { password },
      {
        onSuccess: (pairing) => {
          setPassword("");
          onPaired(pairing);
        },
      },
    );
  }

  return (
    <form className="space-y-3" onSubmit={submit} noValidate>
      <TextField
        id="pair-account-password"
        type="password"
        label={t.pairPassword}
        value={password}
        autoComplete="current-password"
        error={missing ? t.pairPasswordMissing : null}
        onChange={(event) => setPassword(event.target.value)}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.pairPasswordHint}</p>
      <Button type="submit" disabled={pair.isPending}>
        {t.pair}
      </Button>
    </form>
  );
}

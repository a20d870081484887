import { type FormEvent, useState } from "react";
import type { KitchenChild } from "@contract/schemas/kitchen";
import { Button, inputClass } from "@web/components/ui/button";
import { ModalDialog } from "@web/components/ui/dialog";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { foChildDialogs as t } from "@web/i18n/fo/kitchen-parents-dialogs";
import { useChange } from "@web/lib/changes/use-change";
import { useLedger } from "../api/kitchen-reads";

interface ChildDialogProps {
  child: KitchenChild;
  onClose: () => void;
}

function Actions({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onClose}>
        {t.cancel}
      </Button>
      <Button type="submit" disabled={busy}>
        {t.save}
      </Button>
    </div>
  );
}

/** A PIN for a child or for oneself (4–6 digits), or none. */
export function PinDialog({ child, onClose }: { child: { id: string; name: string; hasPin: boolean }; onClose: () => void }) {
  const [pin, setPin] = useState("");
  const setPinTo = useChange("children/set-pin");
  const resetPin = useChange("children/reset-pin");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setPinTo.mutate({ memberId: child.id, pin }, { onSuccess: onClose });
  };
  return (
    <ModalDialog open onClose={onClose} title={t.pinTitle(child.name)}>
      <form onSubmit={submit} className="space-y-4">
        <TextField
          id="pin"
          label={t.pinLabel}
          inputMode="numeric"
          autoComplete="off"
          pattern="\d{4,6}"
          required
          value={pin}
          onChange={(event) => setPin(event.target.value)}
        />
        {child.hasPin ? (
          <Button variant="ghost" onClick={() => resetPin.mutate(child.id, { onSuccess: onClose })}>
            {t.resetPin}
          </Button>
        ) : null}
        <Actions busy={setPinTo.isPending || resetPin.isPending} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** Away these days; `today` is the family's date (the board's), not the phone's. */
export function AwayDialog({ child, today, onClose }: ChildDialogProps & { today: string }) {
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const setAway = useChange("children/set-away");
  const clearAway = useChange("children/clear-away");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAway.mutate({ memberId: child.id, from, to }, { onSuccess: onClose });
  };
  return (
    <ModalDialog open onClose={onClose} title={t.awayTitle(child.name)}>
      <form onSubmit={submit} className="space-y-4">
        <div className="grid grid-cols-2 gap-3">
          <TextField id="away-from" type="date" label={t.awayFrom} value={from} onChange={(event) => setFrom(event.target.value)} required />
          <TextField id="away-to" type="date" label={t.awayTo} value={to} onChange={(event) => setTo(event.target.value)} required />
        </div>
        {child.away ? (
          <Button variant="ghost" onClick={() => clearAway.mutate(child.id, { onSuccess: onClose })}>
            {t.notAway}
          </Button>
        ) : null}
        <Actions busy={setAway.isPending || clearAway.isPending} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** Stars given outside chores, or taken away (never below zero: the server says so). */
export function BonusDialog({ child, onClose }: ChildDialogProps) {
  const [kind, setKind] = useState<"bonus" | "deduction">("bonus");
  const [stars, setStars] = useState("1");
  const [note, setNote] = useState("");
  const addEntry = useChange("children/add-ledger-entry");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    addEntry.mutate({ memberId: child.id, kind, stars: Number(stars), ...(note.trim() ? { note } : {}) }, { onSuccess: onClose });
  };
  return (
    <ModalDialog open onClose={onClose} title={t.bonusTitle(child.name)} description={t.stars(child.stars)}>
      <form onSubmit={submit} className="space-y-4">
        <LabelledControl id="bonus-kind" label={t.bonusKind}>
          <select id="bonus-kind" className={inputClass} value={kind} onChange={(event) => setKind(event.target.value as "bonus" | "deduction")}>
            <option value="bonus">{t.bonusGive}</option>
            <option value="deduction">{t.bonusTake}</option>
          </select>
        </LabelledControl>
        <TextField
          id="bonus-stars"
          type="number"
          min={1}
          max={1000}
          label={t.bonusStars}
          value={stars}
          onChange={(event) => setStars(event.target.value)}
          required
        />
        <TextField id="bonus-note" label={t.note} maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
        <Actions busy={addEntry.isPending} onClose={onClose} />
      </form>
    </ModalDialog>
  );
}

/** A child's ledger, newest first: every change of their stars, each undoable once. */
export function LedgerDialog({ familyId, child, onClose }: ChildDialogProps & { familyId: string }) {
  const ledger = useLedger(familyId, child.id);
  const undoEntry = useChange("children/undo-ledger-entry");
  const when = new Intl.DateTimeFormat("fo-FO", { dateStyle: "short", timeStyle: "short" });
  return (
    <ModalDialog open onClose={onClose} title={t.historyTitle(child.name)} description={t.stars(ledger.data?.stars ?? child.stars)}>
      {ledger.data?.entries.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {ledger.data.entries.map((entry) => (
            <li key={entry.id} className="flex items-center gap-2 py-2">
              <span
                className={`w-14 font-semibold tabular-nums ${entry.delta < 0 ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}`}
              >
                {entry.delta > 0 ? `+${entry.delta}` : entry.delta}
              </span>
              <span className={`min-w-0 flex-1 text-sm ${entry.undone ? "line-through" : ""}`}>
                {t.ledgerKind[entry.kind]}
                {entry.note ? `: ${entry.note}` : ""}
                <span className="block text-slate-600 dark:text-slate-400">{when.format(new Date(entry.at))}</span>
              </span>
              {entry.undone || entry.kind === "undo" ? null : (
                <Button variant="ghost" onClick={() => undoEntry.mutate(entry.id)}>
                  {t.undoEntry}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p>{ledger.isPending ? t.loading : t.noHistory}</p>
      )}
      <Button variant="secondary" onClick={onClose} className="w-full">
        {t.cancel}
      </Button>
    </ModalDialog>
  );
}

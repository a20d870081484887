import { useState } from "react";
import type { HomeLink } from "@contract/schemas/two-homes";
import { Button } from "@web/components/ui/button";
import { CheckboxField, FormAlert, TextField } from "@web/components/ui/field/field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { newClientId } from "@web/lib/client-id";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";
import { HomeSelect, ReasonField } from "./home-select";

interface SwapFormProps {
  link: HomeLink;
  familyId: string;
  today: string;
}

/** A fresh form: today's dates, the caller's home, an id of its own so a second send proposes it once. */
const emptySwap = (today: string, familyId: string) => ({
  id: newClientId(),
  from: today,
  to: today,
  home: familyId,
  wantsBack: false,
  backFrom: today,
  backTo: today,
  reason: "",
  respondBy: today,
});
type SwapValues = ReturnType<typeof emptySwap>;

/** 'Skjót upp eitt býti': days for one home, maybe days back, answered by a day from today to the first day. */
export function SwapForm({ link, familyId, today }: SwapFormProps) {
  const t = foHomes;
  const [form, setForm] = useState(() => emptySwap(today, familyId));
  const propose = useChangeOutcome(useChange("homes/propose-swap"), { onSuccess: () => setForm(emptySwap(today, familyId)) });
  const id = (name: string) => `homes-${link.id}-swap-${name}`;
  const edit = (change: Partial<SwapValues>) => setForm((current) => ({ ...current, ...change }));
  const submit = () => {
    const { wantsBack, backFrom, backTo, reason, ...swap } = form;
    const back = wantsBack ? { from: backFrom, to: backTo } : null;
    propose.mutate({ familyId, linkId: link.id, swap: { ...swap, back, reason: reason.trim() || null } });
  };
  return (
    <form
      aria-label={t.proposeSwap}
      className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h4 className="col-span-2 font-medium">{t.proposeSwap}</h4>
      <TextField id={id("from")} label={t.from} type="date" required value={form.from} onChange={(event) => edit({ from: event.target.value })} />
      <TextField id={id("to")} label={t.to} type="date" required value={form.to} onChange={(event) => edit({ to: event.target.value })} />
      <div className="col-span-2">
        <HomeSelect id={id("home")} label={t.swapHome} value={form.home} ownFamilyId={familyId} other={link.otherFamily} onChange={(home) => edit({ home })} />
      </div>
      <BackFields form={form} edit={edit} id={id} />
      <ReasonField id={id("reason")} value={form.reason} onChange={(reason) => edit({ reason })} />
      <TextField
        id={id("respond-by")}
        className="col-span-2"
        label={t.respondBy}
        type="date"
        required
        min={today}
        value={form.respondBy}
        onChange={(event) => edit({ respondBy: event.target.value })}
      />
      <div className="col-span-2 space-y-2">
        {propose.error ? <FormAlert>{serverMessageOr(propose.error, t.swapError)}</FormAlert> : null}
        {propose.data ? <p role="status">{t.swapSent}</p> : null}
        <Button type="submit" disabled={propose.isPending}>
          {propose.isPending ? t.saving : t.sendSwap}
        </Button>
      </div>
    </form>
  );
}

/** 'Dagar aftur í staðin': when ticked, the stretch the child then spends at the other home. */
function BackFields({ form, edit, id }: { form: SwapValues; edit: (change: Partial<SwapValues>) => void; id: (name: string) => string }) {
  const t = foHomes;
  return (
    <>
      <CheckboxField
        id={id("back")}
        className="col-span-2"
        label={t.swapWantsBack}
        checked={form.wantsBack}
        onChange={(event) => edit({ wantsBack: event.target.checked })}
      />
      {form.wantsBack ? (
        <>
          <TextField
            id={id("back-from")}
            label={t.backFrom}
            type="date"
            required
            value={form.backFrom}
            onChange={(event) => edit({ backFrom: event.target.value })}
          />
          <TextField id={id("back-to")} label={t.backTo} type="date" required value={form.backTo} onChange={(event) => edit({ backTo: event.target.value })} />
        </>
      ) : null}
    </>
  );
}

import { useState } from "react";
import type { HomeLink } from "@contract/schemas/two-homes";
import { Button, IconButton } from "@web/components/ui/button";
import { FormAlert, TextField } from "@web/components/ui/field/field";
import { TrashIcon } from "@web/components/ui/icons";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { newClientId } from "@web/lib/client-id";
import { formatDate } from "@web/lib/dates";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { serverMessageOr } from "../lib/server-message";
import { HomeSelect, homeTone, ReasonField, whereText } from "./home-select";

interface SectionProps {
  link: HomeLink;
  familyId: string;
  today: string;
}

/** A date range the short way, for the lists: 24.12.2026 – 27.12.2026. */
export const rangeText = (from: string, to: string) => foHomes.exceptionRange(formatDate(`${from}T12:00:00Z`, "UTC"), formatDate(`${to}T12:00:00Z`, "UTC"));

/** The one-off days (holidays, accepted swaps' days), each with a delete; and a form that adds a stretch. */
export function ExceptionsSection({ link, familyId, today }: SectionProps) {
  const t = foHomes;
  const remove = useChange("homes/remove-exception");
  const titleId = `homes-${link.id}-exceptions`;
  return (
    <section aria-labelledby={titleId} className="space-y-3">
      <div>
        <h3 id={titleId} className="text-lg font-semibold">
          {t.exceptionsTitle}
        </h3>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.exceptionsIntro}</p>
      </div>
      {link.exceptions.length === 0 ? (
        <p className="text-sm">{t.exceptionsNone}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {link.exceptions.map((exception) => {
            const range = rangeText(exception.from, exception.to);
            return (
              <li key={exception.id} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{range}</p>
                  <p className="text-sm">
                    <span className={`rounded px-1.5 ${homeTone(exception.home === familyId)}`}>{whereText(exception.home, familyId, link.otherFamily)}</span>
                    {exception.reason ? ` · ${exception.reason}` : null}
                    {exception.swapId ? ` · ${t.exceptionFromSwap}` : null}
                  </p>
                </div>
                <IconButton label={t.removeException(range)} onClick={() => remove.mutate({ familyId, linkId: link.id, exceptionId: exception.id })}>
                  <TrashIcon />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
      <ExceptionForm link={link} familyId={familyId} today={today} />
    </section>
  );
}

function ExceptionForm({ link, familyId, today }: SectionProps) {
  const t = foHomes;
  const empty = () => ({ id: newClientId(), from: today, to: today, home: familyId, reason: "" });
  const [form, setForm] = useState(empty);
  const add = useChangeOutcome(useChange("homes/add-exception"), { onSuccess: () => setForm(empty()) });
  const id = (name: string) => `homes-${link.id}-exception-${name}`;
  const edit = (change: Partial<typeof form>) => setForm((current) => ({ ...current, ...change }));
  return (
    <form
      className="grid grid-cols-2 gap-3 rounded-xl bg-slate-50 p-3 dark:bg-slate-800/50"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate({ familyId, linkId: link.id, exception: { ...form, reason: form.reason.trim() || null } });
      }}
    >
      <TextField id={id("from")} label={t.from} type="date" required value={form.from} onChange={(event) => edit({ from: event.target.value })} />
      <TextField id={id("to")} label={t.to} type="date" required value={form.to} onChange={(event) => edit({ to: event.target.value })} />
      <div className="col-span-2">
        <HomeSelect id={id("home")} label={t.home} value={form.home} ownFamilyId={familyId} other={link.otherFamily} onChange={(home) => edit({ home })} />
      </div>
      <ReasonField id={id("reason")} value={form.reason} onChange={(reason) => edit({ reason })} />
      <div className="col-span-2 space-y-2">
        {add.error ? <FormAlert>{serverMessageOr(add.error, t.exceptionError)}</FormAlert> : null}
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {add.isPending ? t.saving : t.addException}
        </Button>
      </div>
    </form>
  );
}

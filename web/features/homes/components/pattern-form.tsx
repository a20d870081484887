import { useState } from "react";
import type { CustodyPattern, HomeLink } from "@contract/schemas/two-homes";
import { CUSTODY_EXCHANGE_DEFAULT, CUSTODY_TEMPLATE_NAMES, type CustodyTemplate } from "@contract/two-homes-limits";
import { Button, inputClass } from "@web/components/ui/button";
import { FormAlert, LabelledControl, TextField } from "@web/components/ui/field/field";
import { foHomes } from "@web/i18n/fo/homes";
import { useChange } from "@web/lib/changes/use-change";
import { foDates } from "@web/i18n/fo/dates";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { custodyOf, previewablePattern, previewDays, shortDate, weekdayOfDate } from "../lib/custody-view";
import { serverMessageOr } from "../lib/server-message";
import { HomeSelect, homeTone } from "./home-select";

interface PatternFormProps {
  link: HomeLink;
  familyId: string;
  today: string;
}

/** The pattern's four values, and above them the next 14 nights as the form's values would make them (contract/custody.ts). */
export function PatternForm({ link, familyId, today }: PatternFormProps) {
  const t = foHomes;
  const [form, setForm] = useState<CustodyPattern>(
    () => link.pattern ?? { template: "7-7", startDate: today, exchangeTime: CUSTODY_EXCHANGE_DEFAULT, firstHome: familyId },
  );
  // A pattern saved meanwhile (here, or by the other home: the live notice refetches) replaces the form's values.
  const saved = JSON.stringify(link.pattern);
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    if (link.pattern) setForm(link.pattern);
  }
  const save = useChangeOutcome(useChange("homes/set-pattern"));
  const edit = (change: Partial<CustodyPattern>) => {
    save.reset();
    setForm((current) => ({ ...current, ...change }));
  };
  const id = (name: string) => `homes-${link.id}-${name}`;
  const previewed = previewablePattern(form);
  const custody = previewed ? custodyOf(link, familyId, previewed) : null;
  return (
    <section aria-labelledby={id("pattern")} className="space-y-3">
      <h3 id={id("pattern")} className="text-lg font-semibold">
        {t.patternTitle}
      </h3>
      {link.pattern ? null : <p className="text-sm text-slate-600 dark:text-slate-400">{t.noPattern}</p>}
      {/* Above the form, so a phone sees the fortnight change as the values do. */}
      {custody ? <PreviewStrip days={previewDays(custody, familyId, today)} link={link} /> : null}
      <form
        className="grid gap-3 sm:grid-cols-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ familyId, linkId: link.id, pattern: form });
        }}
      >
        <PatternFields form={form} edit={edit} link={link} familyId={familyId} />
        <div className="space-y-2 sm:col-span-2">
          {save.error ? <FormAlert>{serverMessageOr(save.error, t.patternError)}</FormAlert> : null}
          {save.data ? <p role="status">{t.patternSaved}</p> : null}
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t.saving : t.savePattern}
          </Button>
        </div>
      </form>
    </section>
  );
}

/** The four values: template, start date, exchange time and the first home. */
function PatternFields({
  form,
  edit,
  link,
  familyId,
}: {
  form: CustodyPattern;
  edit: (change: Partial<CustodyPattern>) => void;
  link: HomeLink;
  familyId: string;
}) {
  const t = foHomes;
  const id = (name: string) => `homes-${link.id}-${name}`;
  return (
    <>
      <LabelledControl id={id("template")} label={t.template}>
        <select
          id={id("template")}
          className={inputClass}
          value={form.template}
          onChange={(event) => edit({ template: event.target.value as CustodyTemplate })}
        >
          {CUSTODY_TEMPLATE_NAMES.map((template) => (
            <option key={template} value={template}>
              {t.templates[template]}
            </option>
          ))}
        </select>
      </LabelledControl>
      <TextField
        id={id("start")}
        label={t.startDate}
        type="date"
        value={form.startDate}
        required
        onChange={(event) => edit({ startDate: event.target.value })}
      />
      <TextField
        id={id("time")}
        label={t.exchangeTime}
        type="time"
        value={form.exchangeTime}
        required
        onChange={(event) => edit({ exchangeTime: event.target.value })}
      />
      <HomeSelect
        id={id("first")}
        label={t.firstHome}
        value={form.firstHome}
        ownFamilyId={familyId}
        other={link.otherFamily}
        onChange={(firstHome) => edit({ firstHome })}
      />
    </>
  );
}

/** Two weeks of nights, a cell each: the day, the date and the home, in the home's colour. */
function PreviewStrip({ days, link }: { days: ReturnType<typeof previewDays>; link: HomeLink }) {
  const t = foHomes;
  return (
    <div>
      <h4 className="mb-2 text-sm font-medium">{t.previewTitle}</h4>
      <ol aria-label={t.previewTitle} className="grid grid-cols-7 gap-1 text-center text-xs">
        {days.map((day) => {
          const where = day.ours ? t.ours : t.theirs(link.otherFamily.name);
          const weekday = foDates.weekdaysShort[weekdayOfDate(day.date)] ?? "";
          return (
            <li key={day.date} aria-label={t.previewDay(weekday, shortDate(day.date), where)} className={`rounded-lg px-0.5 py-1.5 ${homeTone(day.ours)}`}>
              <span aria-hidden="true" className="block font-medium">
                {weekday}
              </span>
              <span aria-hidden="true" className="block">
                {shortDate(day.date)}
              </span>
              <span aria-hidden="true" className="block truncate">
                {day.ours ? t.oursShort : t.theirsShort}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="mt-2 flex flex-wrap gap-3 text-xs">
        <span className={`rounded px-2 py-0.5 ${homeTone(true)}`}>{t.ours}</span>
        <span className={`rounded px-2 py-0.5 ${homeTone(false)}`}>{t.theirs(link.otherFamily.name)}</span>
      </p>
    </div>
  );
}

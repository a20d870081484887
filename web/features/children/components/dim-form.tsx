import { useState } from "react";
import { KITCHEN_DIM_DEFAULT } from "@contract/kitchen-limits";
import type { KitchenDim } from "@contract/schemas/kitchen";
import { Button, inputClass } from "@web/components/ui/button";
import { LabelledControl } from "@web/components/ui/field/field";
import { foChildren as t } from "@web/i18n/fo/kitchen-parents";
import { useChange } from "@web/lib/changes/use-change";
import { useBoard } from "../api/kitchen-reads";

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The hours the family's kitchen screens dim, or never (PUT /api/kitchen/dim, docs/features/kitchen.md "Night"). */
export function DimForm({ familyId }: { familyId: string }) {
  const board = useBoard(familyId);
  if (!board.data) return null;
  // Keyed by the saved setting, so a change from another phone resets the form.
  return <DimFields key={JSON.stringify(board.data.dim)} saved={board.data.dim} />;
}

function DimFields({ saved }: { saved: KitchenDim }) {
  const save = useChange("children/set-dim");
  const [off, setOff] = useState(saved === null);
  const [from, setFrom] = useState(saved?.from ?? KITCHEN_DIM_DEFAULT.from);
  const [to, setTo] = useState(saved?.to ?? KITCHEN_DIM_DEFAULT.to);
  const hourSelect = (id: string, label: string, value: number, set: (hour: number) => void) => (
    <LabelledControl id={id} label={label}>
      <select id={id} className={inputClass} value={value} disabled={off} onChange={(event) => set(Number(event.target.value))}>
        {HOURS.map((hour) => (
          <option key={hour} value={hour}>
            {hourText(hour)}
          </option>
        ))}
      </select>
    </LabelledControl>
  );
  return (
    <form
      className="mt-4 space-y-3 border-t border-slate-200 pt-3 dark:border-slate-800"
      aria-labelledby="dim-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(off ? null : { from, to });
      }}
    >
      <h3 id="dim-title" className="font-semibold">
        {t.dimTitle}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t.dimIntro}</p>
      <label className="flex min-h-12 items-center gap-3">
        <input type="checkbox" className="size-5 accent-brand-700" checked={off} onChange={(event) => setOff(event.target.checked)} />
        {t.dimOff}
      </label>
      <div className="grid grid-cols-2 gap-3">
        {hourSelect("dim-from", t.dimFrom, from, setFrom)}
        {hourSelect("dim-to", t.dimTo, to, setTo)}
      </div>
      <Button type="submit" disabled={save.isPending}>
        {t.dimSave}
      </Button>
    </form>
  );
}

import { useState } from "react";
import { HELPER_LINK_DEFAULT_DAYS, HELPER_POWERS, type HelperPower } from "@contract/helper-limits";
import type { FamilyMember } from "@contract/schemas/families";
import type { CreatedHelperLink, CreateHelperLinkBody } from "@contract/schemas/helpers";
import { Button } from "@web/components/ui/button";
import { CheckboxField, FormAlert } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";
import { useChange } from "@web/lib/changes/use-change";
import { useChangeOutcome } from "@web/lib/use-change-outcome";
import { linkError } from "../lib/field-errors";
import { ChildrenChoice } from "./children-choice";
import { ChoiceFieldset } from "./choice-fieldset";
import { EndChoice, type End } from "./end-choice";
import { WhoChoice, NEW_HELPER } from "./who-choice";

interface NewLinkFormProps {
  familyId: string;
  timeZone: string;
  choices: readonly FamilyMember[];
  onMade: (made: CreatedHelperLink) => void;
  onCancel: () => void;
}

/** Who the helper is, what the link shows, for which children and until when; the server's refusal shows on its field. */
export function NewLinkForm({ familyId, timeZone, choices, onMade, onCancel }: NewLinkFormProps) {
  const t = foHelpers;
  const [who, setWho] = useState(NEW_HELPER);
  const [name, setName] = useState("");
  const [powers, setPowers] = useState<readonly HelperPower[]>(["calendar"]);
  const [children, setChildren] = useState<readonly string[] | null>(null);
  const [end, setEnd] = useState<End>({ kind: "default" });
  const create = useChangeOutcome(useChange("helpers/create-link"), { onSuccess: onMade });
  const error = linkError(create.error, t.createError);
  const errorOn = (field: string) => (error?.field === field ? error.message : null);
  const childChoices = choices.filter((member) => member.id !== who);
  // A refusal holds until the form changes: then its field is no longer the one refused.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      create.reset();
      set(value);
    };

  const submit = () => {
    const helper = who === NEW_HELPER ? (name.trim() ? { name: name.trim() } : {}) : { memberId: who };
    const shown = children?.filter((id) => childChoices.some((member) => member.id === id)) ?? null;
    const endsOn = end.kind === "default" ? {} : { endsOn: end.kind === "never" ? null : end.date };
    const body: CreateHelperLinkBody = { ...helper, powers: [...powers], children: shown, ...endsOn };
    create.mutate({ familyId, body });
  };
  const toggle = (power: HelperPower, on: boolean) => edited(setPowers)(HELPER_POWERS.filter((p) => (p === power ? on : powers.includes(p))));

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <WhoChoice choices={choices} who={who} onWho={edited(setWho)} name={name} onName={edited(setName)} error={errorOn("who")} />
      <ChoiceFieldset id="helper-powers" legend={t.powersLegend} error={errorOn("powers")}>
        {HELPER_POWERS.map((power) => (
          <CheckboxField
            key={power}
            id={`helper-power-${power}`}
            label={t.powers[power]}
            checked={powers.includes(power)}
            onChange={(event) => toggle(power, event.target.checked)}
          />
        ))}
      </ChoiceFieldset>
      {childChoices.length > 0 ? <ChildrenChoice choices={childChoices} chosen={children} onChosen={edited(setChildren)} error={errorOn("children")} /> : null}
      <EndChoice end={end} onEnd={edited(setEnd)} timeZone={timeZone} defaultDays={HELPER_LINK_DEFAULT_DAYS} error={errorOn("end")} />
      {error?.field === "form" ? <FormAlert>{error.message}</FormAlert> : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? t.creating : t.create}
        </Button>
      </div>
    </form>
  );
}

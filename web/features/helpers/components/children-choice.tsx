import type { FamilyMember } from "@contract/schemas/families";
import { CheckboxField } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";
import { ChoiceFieldset, RadioField } from "./choice-fieldset";

interface ChildrenChoiceProps {
  choices: readonly FamilyMember[];
  /** null: all the children, now and later. */
  chosen: readonly string[] | null;
  onChosen: (chosen: readonly string[] | null) => void;
  error: string | null;
}

/** All the children, or only some: then the link's cards and calendar are about those alone. */
export function ChildrenChoice({ choices, chosen, onChosen, error }: ChildrenChoiceProps) {
  const t = foHelpers;
  const toggle = (id: string, on: boolean) => onChosen(choices.map((child) => child.id).filter((c) => (c === id ? on : (chosen ?? []).includes(c))));
  return (
    <ChoiceFieldset id="helper-children" legend={t.childrenLegend} error={error}>
      <RadioField id="helper-children-all" name="helper-children" label={t.allChildren} checked={chosen === null} onChange={() => onChosen(null)} />
      <RadioField id="helper-children-some" name="helper-children" label={t.someChildren} checked={chosen !== null} onChange={() => onChosen(chosen ?? [])} />
      {chosen !== null ? (
        <div className="pl-8">
          {choices.map((child) => (
            <CheckboxField
              key={child.id}
              id={`helper-child-${child.id}`}
              label={child.name}
              checked={chosen.includes(child.id)}
              onChange={(event) => toggle(child.id, event.target.checked)}
            />
          ))}
        </div>
      ) : null}
    </ChoiceFieldset>
  );
}

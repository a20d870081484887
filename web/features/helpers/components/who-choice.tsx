import { NAME_MAX } from "@contract/limits";
import type { FamilyMember } from "@contract/schemas/families";
import { inputClass } from "@web/components/ui/button";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { foHelpers } from "@web/i18n/fo/helpers";

/** The select's value for a helper not yet in the family, made by name with the link. */
export const NEW_HELPER = "";

interface WhoChoiceProps {
  choices: readonly FamilyMember[];
  who: string;
  onWho: (who: string) => void;
  name: string;
  onName: (name: string) => void;
  error: string | null;
}

/** The helper: one of the family's members without an account, or a new one by name. */
export function WhoChoice({ choices, who, onWho, name, onName, error }: WhoChoiceProps) {
  const t = foHelpers;
  const errorId = "helper-who-error";
  const described = error ? { "aria-invalid": true, "aria-describedby": errorId } : {};
  return (
    <div className="space-y-3">
      {choices.length > 0 ? (
        <LabelledControl id="helper-who" label={t.who}>
          <select id="helper-who" className={inputClass} value={who} onChange={(event) => onWho(event.target.value)} {...(who === NEW_HELPER ? {} : described)}>
            <option value={NEW_HELPER}>{t.whoNew}</option>
            {choices.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </LabelledControl>
      ) : null}
      {who === NEW_HELPER ? (
        <TextField
          id="helper-name"
          label={t.name}
          placeholder={t.namePlaceholder}
          value={name}
          maxLength={NAME_MAX}
          autoComplete="off"
          onChange={(event) => onName(event.target.value)}
          error={error}
        />
      ) : error ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

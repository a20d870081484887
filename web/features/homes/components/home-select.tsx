import { inputClass } from "@web/components/ui/button";
import { CUSTODY_REASON_MAX } from "@contract/two-homes-limits";
import { LabelledControl, TextField } from "@web/components/ui/field/field";
import { foHomes } from "@web/i18n/fo/homes";

/** Which of the link's two homes (named by family id): ours or the other family's. */
export function HomeSelect({
  id,
  label,
  value,
  ownFamilyId,
  other,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  ownFamilyId: string;
  other: { id: string; name: string };
  onChange: (home: string) => void;
}) {
  return (
    <LabelledControl id={id} label={label}>
      <select id={id} className={inputClass} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ownFamilyId}>{foHomes.homeOurs}</option>
        <option value={other.id}>{foHomes.homeTheirs(other.name)}</option>
      </select>
    </LabelledControl>
  );
}

/** A home's words in a sentence: "hjá okkum" or "hjá {family}". */
export const whereText = (home: string, ownFamilyId: string, other: { name: string }) => (home === ownFamilyId ? foHomes.ours : foHomes.theirs(other.name));

/** The colours that tell the homes apart in the preview and the lists: ours the brand's, the other's amber. */
export const homeTone = (ours: boolean) =>
  ours ? "bg-brand-100 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100" : "bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100";

/** The optional reason of a one-off stretch or a swap, at most as long as the server takes. */
export function ReasonField({ id, value, onChange }: { id: string; value: string; onChange: (reason: string) => void }) {
  return (
    <TextField
      id={id}
      className="col-span-2"
      label={foHomes.reason}
      value={value}
      maxLength={CUSTODY_REASON_MAX}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

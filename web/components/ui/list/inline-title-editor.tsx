import { NAME_MAX } from "@contract/limits";
import type { KeyboardEvent } from "react";
import { Button, inputClass } from "../button";
/** What the field uses of an inline edit (useInlineTitleEdit in inline-title-edit.tsx, which loads this file lazily). */
interface InlineTitleEditState {
  draft: string | null;
  setDraft: (draft: string) => void;
  save: () => void;
  cancel: () => void;
}

export interface InlineTitleEditorProps {
  edit: InlineTitleEditState;
  /** The field's accessible name. */
  label: string;
  saveText: string;
  cancelText: string;
}

export function InlineTitleEditor({ edit, label, saveText, cancelText }: InlineTitleEditorProps) {
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      edit.save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      edit.cancel();
    }
  }

  return (
    <div className="flex w-full flex-wrap items-center gap-2">
      <input
        className={`${inputClass} min-w-0 flex-1`}
        aria-label={label}
        value={edit.draft ?? ""}
        // biome-ignore lint/a11y/noAutofocus: the field appears because the user chose to rename; focus goes where they are typing.
        autoFocus
        maxLength={NAME_MAX}
        onChange={(e) => edit.setDraft(e.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className="flex gap-2">
        <Button onClick={edit.save}>{saveText}</Button>
        <Button variant="secondary" onClick={edit.cancel}>
          {cancelText}
        </Button>
      </div>
    </div>
  );
}

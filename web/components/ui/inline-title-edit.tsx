import { NAME_MAX } from "@contract/limits";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "./button";
import { inputClass } from "./field";

/**
 * The inline rename every list shares (docs/decisions.md "Inline edits"): the title is trimmed,
 * and saved only when it is not empty and differs from the current one; Enter saves, Escape
 * cancels. After saving or cancelling, focus returns to the edit button, not the page start.
 */
export function useInlineTitleEdit(current: string, onSave: (title: string) => void) {
  const [draft, setDraft] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && draft === null) editButton.current?.focus();
    wasEditing.current = draft !== null;
  }, [draft]);

  const save = () => {
    const title = (draft ?? "").trim();
    setDraft(null);
    if (title && title !== current) onSave(title);
  };

  return { draft, setDraft, editing: draft !== null, start: () => setDraft(current), cancel: () => setDraft(null), save, editButton };
}

interface InlineTitleEditorProps {
  edit: ReturnType<typeof useInlineTitleEdit>;
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

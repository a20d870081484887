import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPage } from "@web/lib/lazy-page";
import type { InlineTitleEditorProps } from "./inline-title-editor";

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

  const start = () => {
    void Editor.preload().catch(() => undefined); // a failed load shows again at render, and retries there
    setDraft(current);
  };

  return { draft, setDraft, editing: draft !== null, start, cancel: () => setDraft(null), save, editButton };
}

/**
 * The editor loads when a row starts editing: every list page draws its rows with the hook, and
 * the field's code stays off their first load (docs/bench.md). It is in before the next paint
 * once the service worker keeps it; until then the row shows nothing in its place.
 */
const Editor = lazyPage(() => import("./inline-title-editor").then((module) => module.InlineTitleEditor));

export function InlineTitleEditor(props: InlineTitleEditorProps) {
  return (
    <Suspense fallback={null}>
      <Editor {...props} />
    </Suspense>
  );
}

import { useState } from "react";
import { Button, IconButton, inputClass } from "./button";
import { CheckIcon } from "./icons";
import { Icon, type IconProps } from "./icon";

// Drawn here only, so not in icons.tsx, which every signed-in start loads.
const CopyIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="9" y="9" width="13" height="13" rx="2" />
    <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
  </Icon>
);

interface CopyFieldProps {
  id: string;
  label: string;
  copyLabel: string;
  /** Announced after copying, and when the browser refuses the clipboard. */
  copiedText: string;
  failedText: string;
  value: string;
  /** A secret to type on another device: large, wrapping, and the copy button in words below it. */
  large?: boolean;
}

/** A read-only value with a copy button; the text can also be selected by hand. */
export function CopyField({ id, label, copyLabel, copiedText, failedText, value, large = false }: CopyFieldProps) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      setState("failed");
    }
  }

  const icon = state === "copied" ? <CheckIcon /> : <CopyIcon />;
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {large ? (
        <>
          <textarea
            id={id}
            readOnly
            value={value}
            spellCheck={false}
            className={`${inputClass} field-sizing-content resize-none py-2 font-mono text-xl tracking-wide break-words`}
            onFocus={(e) => e.target.select()}
          />
          <Button className="mt-2 w-full" onClick={() => void copy()}>
            {icon}
            {copyLabel}
          </Button>
        </>
      ) : (
        <div className="flex gap-2">
          <input id={id} readOnly value={value} className={`${inputClass} min-w-0 flex-1`} onFocus={(e) => e.target.select()} />
          <IconButton label={copyLabel} onClick={() => void copy()}>
            {icon}
          </IconButton>
        </div>
      )}
      <p role="status" className="mt-1 min-h-5 text-sm text-slate-600 dark:text-slate-400">
        {state === "copied" ? copiedText : state === "failed" ? failedText : ""}
      </p>
    </div>
  );
}

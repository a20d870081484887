import { useState } from "react";
import { COLLAPSED_ROWS } from "@contract/limits";
import { Button } from "../button";

/** A list shown collapsed to its first rows until the user expands it. */
export function useCollapsedRows<T>(rows: readonly T[], collapsedRows: number = COLLAPSED_ROWS) {
  const [expanded, setExpanded] = useState(false);
  return {
    visible: expanded ? rows : rows.slice(0, collapsedRows),
    hidden: Math.max(0, rows.length - collapsedRows),
    expanded,
    toggle: () => setExpanded((value) => !value),
  };
}

interface ShowMoreButtonProps {
  rows: Pick<ReturnType<typeof useCollapsedRows>, "hidden" | "expanded" | "toggle">;
  moreText: (hidden: number) => string;
  lessText: string;
}

/** 'Vís N meira' / 'Vís minni' under a collapsed list; nothing when every row already shows. */
export function ShowMoreButton({ rows, moreText, lessText }: ShowMoreButtonProps) {
  if (rows.hidden === 0) return null;
  return (
    <Button variant="ghost" className="mt-2 w-full" aria-expanded={rows.expanded} onClick={rows.toggle}>
      {rows.expanded ? lessText : moreText(rows.hidden)}
    </Button>
  );
}

import type { ReactNode } from "react";
import { Link } from "wouter";
import { foDashboard } from "@web/i18n/fo/signed-in/dashboard";

interface SummaryEntry {
  key: string;
  label: ReactNode;
  /** Shown before the label, e.g. the day-of-month badge. */
  leading?: ReactNode;
  detail?: ReactNode;
}

interface SummaryCardProps {
  href: string;
  title: string;
  icon: ReactNode;
  count: ReactNode;
  entries: readonly SummaryEntry[];
  /** More entries exist than are listed: an ellipsis follows. */
  more: boolean;
}

/**
 * A card's frame. Its least height fits the heading and DASHBOARD_ENTRIES lines plus the ellipsis
 * (padding 2 + title and count 3 + gap 0.75 + four 1.25 lines with three 0.25 gaps = 11.5rem, and
 * the border), so nothing below it moves when its code or its data arrives (no layout shift).
 */
const CARD_FRAME = "block min-h-[calc(11.5rem+2px)] rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";

/** A tappable dashboard card: the whole card is one link to its page. */
export function SummaryCard({ href, title, icon, count, entries, more }: SummaryCardProps) {
  return (
    <Link href={href} className={`${CARD_FRAME} transition-colors hover:border-brand-500 dark:hover:border-brand-500`}>
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-brand-100">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{title}</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">{count}</p>
        </div>
      </div>
      {entries.length > 0 ? (
        <ul className="mt-3 space-y-1 text-sm">
          {entries.map((entry) => (
            <li key={entry.key} className="flex items-center gap-2">
              {entry.leading}
              <span className="min-w-0 flex-1 truncate">{entry.label}</span>
              {entry.detail}
            </li>
          ))}
          {more ? (
            <li aria-hidden="true" className="text-slate-500">
              {foDashboard.more}
            </li>
          ) : null}
        </ul>
      ) : null}
    </Link>
  );
}

/** An empty card of a card's size, standing in while the cards' code loads. */
export function SummaryCardPlaceholder() {
  return <div aria-hidden="true" className={CARD_FRAME} />;
}

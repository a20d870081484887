import { useState } from "react";
import type { KitchenChild } from "@contract/schemas/kitchen";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import type { ChildTask } from "../lib/board-view";

export type ColumnView = "card" | "list";

interface ChildColumnProps {
  child: KitchenChild;
  tasks: ChildTask[];
  /** Stars just earned, shown for a moment over the count. */
  earned: number | null;
  onTick: (row: ChildTask) => void;
  onAsk: () => void;
}

const viewKey = (id: string) => `kitchen_view_${id}`;

function keptView(id: string): ColumnView {
  try {
    return window.localStorage.getItem(viewKey(id)) === "card" ? "card" : "list";
  } catch {
    return "list";
  }
}

/** One child's column in their colour: avatar, stars, today's routines and chores, and the way to a reward. */
export function ChildColumn({ child, tasks, earned, onTick, onAsk }: ChildColumnProps) {
  const [view, setView] = useState<ColumnView>(() => keptView(child.id));
  const choose = (next: ColumnView) => {
    setView(next);
    try {
      window.localStorage.setItem(viewKey(child.id), next);
    } catch {
      // Not kept: the choice lasts as long as the page.
    }
  };
  const colour = child.colour ?? "#64748b";
  return (
    <section
      aria-labelledby={`child-${child.id}`}
      className="flex min-w-52 flex-1 flex-col overflow-hidden rounded-3xl border-4 bg-white dark:bg-slate-900"
      style={{ borderColor: colour }}
    >
      <header className="relative flex items-center gap-3 px-3 py-2" style={{ backgroundColor: colour }}>
        <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-white/90 text-5xl leading-none" aria-hidden="true">
          {child.avatar ?? "🙂"}
        </span>
        {/* The name and stars on a light chip: readable on any colour a parent picks. */}
        <div className="min-w-0 flex-1 rounded-2xl bg-white/95 px-3 py-1 text-slate-900">
          <h2 id={`child-${child.id}`} className="truncate text-2xl font-bold">
            {child.name}
          </h2>
          <p className="text-xl font-bold" role="img" aria-label={t.starsLabel(child.name, child.stars)} data-stars={child.stars}>
            {t.stars(child.stars)}
          </p>
        </div>
        {earned ? (
          <span role="status" className="absolute top-2 right-2 animate-bounce rounded-full bg-amber-300 px-3 py-1 text-xl font-bold text-slate-900">
            {t.earned(earned)}
          </span>
        ) : null}
      </header>
      {child.away ? <p className="px-3 py-2 text-slate-700 dark:text-slate-300">{t.away}</p> : null}
      <fieldset className="flex gap-1 px-3 pt-2">
        <legend className="sr-only">{t.viewLabel(child.name)}</legend>
        {(["card", "list"] as const).map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => choose(option)}
            className="min-h-12 flex-1 rounded-xl text-base font-medium text-slate-800 aria-pressed:bg-slate-200 dark:text-slate-200 dark:aria-pressed:bg-slate-700"
          >
            {option === "card" ? t.cardView : t.listView}
          </button>
        ))}
      </fieldset>
      <div className="flex-1 overflow-y-auto p-3">
        {view === "card" ? <CardView tasks={tasks} child={child} onTick={onTick} /> : <ListView tasks={tasks} child={child} onTick={onTick} />}
      </div>
      <button type="button" onClick={onAsk} className="m-3 min-h-16 rounded-2xl bg-amber-300 text-xl font-bold text-slate-900 active:bg-amber-400">
        🎁 {t.askReward}
      </button>
    </section>
  );
}

function statusText(row: ChildTask): string {
  // Pending without a completion: ticked on this screen, in its queue until the connection returns.
  if (row.task.status === "pending") return row.task.completionId === null ? t.queued : t.pending;
  if (row.task.status === "skipped") return t.skipped;
  return t.done;
}

function ListView({ tasks, child, onTick }: { tasks: ChildTask[]; child: KitchenChild; onTick: (row: ChildTask) => void }) {
  if (tasks.length === 0) return <p className="text-lg text-slate-700 dark:text-slate-300">{t.nothingToday}</p>;
  return (
    <ul className="space-y-2">
      {tasks.map((row) => {
        const open = row.task.status === "open";
        return (
          <li key={`${row.chore.id}-${row.task.memberId ?? ""}`}>
            <button
              type="button"
              disabled={!open}
              aria-label={open ? t.tick(row.chore.title, child.name) : `${row.chore.title}: ${statusText(row)}`}
              onClick={() => onTick(row)}
              className="flex min-h-16 w-full items-center gap-3 rounded-2xl bg-slate-100 px-3 text-left text-lg font-medium text-slate-900 active:bg-slate-300 disabled:bg-emerald-50 disabled:text-slate-600 dark:bg-slate-800 dark:text-slate-100 dark:disabled:bg-emerald-950 dark:disabled:text-slate-300"
            >
              <span className="text-3xl" aria-hidden="true">
                {row.chore.emoji}
              </span>
              <span className={`flex-1 ${open ? "" : "line-through"}`}>{row.chore.title}</span>
              <span aria-hidden="true" className="text-base">
                {open ? t.stars(row.chore.stars) : row.task.status === "pending" ? "⏳" : "✅"}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}

/** One step at a time, with a big picture: for the smallest children. */
function CardView({ tasks, child, onTick }: { tasks: ChildTask[]; child: KitchenChild; onTick: (row: ChildTask) => void }) {
  const open = tasks.filter((row) => row.task.status === "open");
  const next = open[0];
  if (!next) return <p className="py-8 text-center text-3xl font-bold text-slate-800 dark:text-slate-100">{tasks.length ? t.nothingLeft : t.nothingToday}</p>;
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
      <span className="text-8xl leading-none" aria-hidden="true">
        {next.chore.emoji}
      </span>
      <p className="text-2xl font-bold text-slate-900 dark:text-slate-100">{next.chore.title}</p>
      <button
        type="button"
        aria-label={t.tick(next.chore.title, child.name)}
        onClick={() => onTick(next)}
        className="min-h-24 w-full rounded-3xl bg-emerald-700 text-3xl font-bold text-white active:bg-emerald-800"
      >
        ✓ {t.done}
      </button>
      <p className="text-lg text-slate-700 dark:text-slate-300">{t.left(open.length)}</p>
    </div>
  );
}

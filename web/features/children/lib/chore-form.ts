import type { Chore, ChoreBody, ChoreMode, PartOfDay, Schedule } from "@contract/schemas/kitchen";

/** The chore dialog's fields, as text where the inputs keep text. */
export interface ChoreForm {
  kind: "routine" | "chore";
  title: string;
  emoji: string;
  stars: string;
  members: string[];
  approval: "auto" | "parent";
  partOfDay: PartOfDay;
  mode: ChoreMode;
  every: Schedule["every"];
  days: number[];
  n: string;
  from: string;
  /** "HH:MM" for the push the evening before each day it is due, "" for none. */
  eveningBefore: string;
}

export function choreForm(chore: Chore | null, today: string): ChoreForm {
  const schedule = chore?.schedule ?? { every: "day" };
  return {
    kind: chore?.kind ?? "routine",
    title: chore?.title ?? "",
    emoji: chore?.emoji ?? "⭐",
    stars: String(chore?.stars ?? 1),
    members: chore?.members ?? [],
    approval: chore?.approval ?? "auto",
    partOfDay: chore?.partOfDay ?? "morning",
    mode: chore?.mode ?? "each",
    every: schedule.every,
    days: schedule.every === "week" ? schedule.days : [1, 2, 3, 4, 5],
    n: schedule.every === "days" ? String(schedule.n) : "2",
    from: schedule.every === "days" ? schedule.from : today,
    eveningBefore: chore?.eveningBefore ?? "",
  };
}

function scheduleOf(form: ChoreForm): Schedule {
  if (form.every === "week") return { every: "week", days: form.days };
  if (form.every === "days") return { every: "days", n: Number(form.n), from: form.from };
  return { every: "day" };
}

/** The body the server validates (its Faroese refusals are shown as they come). */
export function choreBodyOf(form: ChoreForm): ChoreBody {
  const common = { title: form.title, emoji: form.emoji, stars: Number(form.stars), members: form.members, approval: form.approval };
  if (form.kind === "routine") return { kind: "routine", partOfDay: form.partOfDay, ...common };
  return { kind: "chore", schedule: scheduleOf(form), mode: form.mode, eveningBefore: form.eveningBefore || null, ...common };
}

/**
 * Whose turn a rotate chore is today (docs/features/kitchen.md, the four modes): computed from the
 * completions of earlier periods every time, never stored, so a skip, an away day or an undo can
 * never leave a pointer behind.
 */

/** One child's done (or pending) completions of the chore before today, and the latest of them (`period at`, comparable as text). */
export interface TurnHistory {
  memberId: string;
  count: number;
  last: string;
}

/**
 * The child among `members` (the chore's order) not away whose turn it is: the fewest completions;
 * a tie goes to the first tied child counted on from the one after the last who did it (with no
 * history, from the period's number), so ties rotate instead of favouring the first member.
 */
export function turnOf(members: readonly string[], away: ReadonlySet<string>, history: readonly TurnHistory[], period: number): string | null {
  const eligible = members.filter((member) => !away.has(member));
  if (eligible.length === 0) return null;
  const countOf = (member: string) => history.find((row) => row.memberId === member)?.count ?? 0;
  const fewest = Math.min(...eligible.map(countOf));
  const latest = history.filter((row) => members.includes(row.memberId)).sort((a, b) => (a.last < b.last ? 1 : -1))[0];
  const start = latest ? members.indexOf(latest.memberId) + 1 : period;
  for (let step = 0; step < members.length; step++) {
    const candidate = members[(start + step) % members.length]!;
    if (eligible.includes(candidate) && countOf(candidate) === fewest) return candidate;
  }
  return eligible[0]!;
}

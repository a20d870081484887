/**
 * The database a new family goes to, of `candidates`: the one holding the fewest accounts, the first
 * by name on a tie (docs/scale.md "Adding a database"). Registration and a restore both choose so.
 */
export function leastFilled<Name extends string>(candidates: readonly Name[], accounts: ReadonlyMap<string, number>): Name {
  const sorted = [...candidates].sort();
  return sorted.reduce((best, name) => ((accounts.get(name) ?? 0) < (accounts.get(best) ?? 0) ? name : best));
}

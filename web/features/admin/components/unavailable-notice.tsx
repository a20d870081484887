import { enAdmin as t } from "@web/i18n/en/admin";

/**
 * The line a view that reads every database shows when some did not answer (the answer's
 * `unavailable`, docs/features/several-databases.md): what it shows leaves their families out.
 */
export function UnavailableNotice({ answer }: { answer: unknown }) {
  const names = typeof answer === "object" && answer !== null && "unavailable" in answer ? (answer as { unavailable?: string[] }).unavailable : undefined;
  if (!names || names.length === 0) return null;
  return <p className="my-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-200">{t.databasesUnavailable(names)}</p>;
}

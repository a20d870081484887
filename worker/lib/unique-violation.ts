/**
 * Whether a D1 error is a unique index refusing a row: any, or the one over `column`
 * ("table.column", as SQLite names an index's last column in its message).
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
  return text.includes("UNIQUE constraint failed") && (column === undefined || text.includes(column));
}

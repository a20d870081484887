// Number and table formatting for the report's sections.

export const fixed = (value, digits = 0) => (value === null || value === undefined || Number.isNaN(value) ? "–" : Number(value).toFixed(digits));
export const count = (value) => (value === null || value === undefined ? "–" : Number(value).toLocaleString("en"));
export const table = (head, rows) =>
  [`| ${head.join(" | ")} |`, `|${head.map(() => "---").join("|")}|`, ...rows.map((row) => `| ${row.join(" | ")} |`)].join("\n");

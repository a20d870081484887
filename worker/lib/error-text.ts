/**
 * An error's text for logs and app_errors, without the query's bound parameters: drizzle's
 * "Failed query: …\nparams: …" carries the values the query ran with (addresses, token hashes,
 * family data), which no log may keep. The SQL stays: it says which statement failed. The causes
 * follow (D1's own error), and then the stack's frames, which hold no values.
 */
export function errorText(error: unknown, maxLength = 2000): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 3; depth += 1) {
    parts.push(current instanceof Error ? `${current.name}: ${withoutParams(current.message)}` : withoutParams(String(current)));
    current = current instanceof Error ? current.cause : undefined;
  }
  const frames = error instanceof Error ? (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)) : [];
  return [parts.join("\ncaused by: "), ...frames].join("\n").slice(0, maxLength);
}

/** Cuts a message at drizzle's "params:" line: everything from there on is bound values. */
const withoutParams = (message: string) => message.replace(/(^|\n)params: [\s\S]*$/, "$1params: [removed]");

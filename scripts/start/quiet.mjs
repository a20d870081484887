// Runs a step of `npm start` with its output held back: shown only when the step fails.
import { spawn } from "node:child_process";

export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command.split("/").pop()} ${args.join(" ")} exited with ${code}:\n${output}`));
    });
  });
}

/** The migration files wrangler's `d1 migrations apply` output says it applied (its first table lists them). */
export function appliedMigrations(output) {
  if (/No migrations to apply/i.test(output)) return [];
  return [...new Set(output.match(/\d{4}_[\w-]+\.sql/g) ?? [])];
}

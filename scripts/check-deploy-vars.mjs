// Run first by `npm run deploy`: refuses to build or deploy while wrangler.toml's [vars] still hold
// a placeholder contact (MAIL_FROM, VAPID_SUBJECT), which a deployed Worker would refuse to push or
// mail with (docs/deploy.md "Mail" and "Push notifications").
import { readFileSync } from "node:fs";
import { register } from "node:module";

register("./ts-hooks.mjs", import.meta.url);
const { deployVarProblems } = await import("../worker/lib/placeholder-contact.ts");

const problems = deployVarProblems(readFileSync(new URL("../wrangler.toml", import.meta.url), "utf8"));
if (problems.length > 0) {
  console.error(`Deploy stopped: wrangler.toml is not ready for production.\n${problems.map((problem) => `  - ${problem}`).join("\n")}\nSee docs/deploy.md.`);
  process.exit(1);
}

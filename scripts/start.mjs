// `npm start`: build the web app, apply the D1 migrations to the local database, make sure the
// local admin exists, and serve everything with `wrangler dev` on http://127.0.0.1:$PORT (8787).
// `--dev` rebuilds the web app on change. STATE_DIR puts the local database elsewhere (tests).
import { spawn } from "node:child_process";
import { existsSync, copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureLocalAdmin } from "./local-admin.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const [major, minor] = process.versions.node.split(".").map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`FamilyHub needs Node.js 22.12 or newer (this is ${process.version}). See the README.`);
  process.exit(1);
}

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "8787";
const persist = process.env.STATE_DIR ? ["--persist-to", process.env.STATE_DIR] : [];
const bin = (name) => join(root, "node_modules", ".bin", name);

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

function ensureDevVars() {
  const file = join(root, ".dev.vars");
  if (existsSync(file)) return;
  copyFileSync(join(root, ".dev.vars.example"), file);
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, readFileSync(file, "utf8").replace("JWT_SECRET=change-me", `JWT_SECRET=${secret}`));
  console.log("Created .dev.vars with a fresh JWT_SECRET.");
}

function devVar(name, fallback) {
  const line = readFileSync(join(root, ".dev.vars"), "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${name}=`));
  return line ? line.slice(name.length + 1).trim() : fallback;
}

ensureDevVars();
// Always a production build, also when started from a test runner that sets NODE_ENV=test.
const buildEnv = { env: { ...process.env, NODE_ENV: "production" } };
if (!process.env.SKIP_BUILD) await run(bin("vite"), ["build", "--logLevel", "warn"], buildEnv);
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", ...persist], { env: { ...process.env, CI: "true" } });
const admin = await ensureLocalAdmin({ root, persist, password: devVar("ADMIN_PASSWORD", "admin-local-only") });
console.log(
  admin.created ? `Created the local admin: ${admin.username} / ${admin.password}` : `Local admin: ${admin.username} (password in .dev.vars ADMIN_PASSWORD)`,
);

if (dev) spawn(bin("vite"), ["build", "--watch", "--logLevel", "warn"], { cwd: root, stdio: "inherit", ...buildEnv });
const server = spawn(
  bin("wrangler"),
  ["dev", "--ip", "127.0.0.1", "--port", port, "--show-interactive-dev-session=false", ...persist, ...(dev ? [] : ["--live-reload=false"])],
  { cwd: root, stdio: "inherit" },
);
console.log(`FamilyHub: http://127.0.0.1:${port}`);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

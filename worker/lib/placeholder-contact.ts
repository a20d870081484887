/**
 * The contact addresses a deployment ships with (`MAIL_FROM = "noreply@familyhub.example"` in
 * wrangler.toml) stand for "set me": they sit on names reserved for examples and tests (RFC 2606,
 * RFC 6761), which no one can receive mail at. Push services refuse such a VAPID contact (Apple
 * does) or cannot reach the operator through it, and mail sent from one is spam-foldered or bounced.
 * Pure, so the Worker and the deploy check (scripts/check-deploy-vars.mjs) share it.
 */
const RESERVED_HOST = /(^|\.)(example|invalid|test|localhost)$|(^|\.)example\.(com|net|org)$/i;

/** The host an address names: the domain of `name@host` or `mailto:name@host`, the host of `https://host/…`. */
function hostOf(contact: string): string {
  const text = contact.trim();
  if (/^https?:/i.test(text)) return URL.canParse(text) ? new URL(text).hostname : "";
  const at = text.lastIndexOf("@");
  return at < 0 ? "" : text.slice(at + 1).replace(/[>\s].*$/, "");
}

/** Whether a contact (`MAIL_FROM`, `VAPID_SUBJECT`) is missing or a placeholder on a reserved name. */
export function isPlaceholderContact(contact: string | undefined): boolean {
  const host = hostOf(contact ?? "");
  return host === "" || RESERVED_HOST.test(host.replace(/\.$/, ""));
}

/** The `[vars]` table's `KEY = "value"` lines of a wrangler.toml (the only shape the file uses there). */
function varsOf(toml: string): Map<string, string> {
  const vars = new Map<string, string>();
  let inVars = false;
  for (const raw of toml.split("\n")) {
    const line = raw.trim();
    if (line.startsWith("[")) inVars = line === "[vars]";
    const pair = inVars ? /^([A-Z_][A-Z0-9_]*)\s*=\s*"([^"]*)"/.exec(line) : null;
    if (pair) vars.set(pair[1]!, pair[2]!);
  }
  return vars;
}

/**
 * What `npm run deploy` refuses to ship (scripts/check-deploy-vars.mjs): a placeholder MAIL_FROM,
 * or a VAPID_SUBJECT that is one (without VAPID_SUBJECT the contact is MAIL_FROM's address).
 */
export function deployVarProblems(toml: string): string[] {
  const vars = varsOf(toml);
  const problems: string[] = [];
  const mailFrom = vars.get("MAIL_FROM");
  if (isPlaceholderContact(mailFrom)) {
    problems.push(`MAIL_FROM = "${mailFrom ?? ""}" is a placeholder: set it in wrangler.toml [vars] to the address the app sends mail from.`);
  }
  const subject = vars.get("VAPID_SUBJECT");
  if (subject !== undefined && isPlaceholderContact(subject)) {
    problems.push(`VAPID_SUBJECT = "${subject}" is a placeholder: set it to a real mailto: or https: contact, or remove it to use MAIL_FROM.`);
  }
  return problems;
}

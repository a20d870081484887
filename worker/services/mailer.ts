import type { MailTransport } from "@contract/schemas/admin-system";
import { directoryDb } from "../db/databases";
import { appErrors, outbox } from "../db/schema";
import type { Bindings, Db } from "../env";
import { newId } from "../lib/crypto";
import { isPlaceholderContact } from "../lib/placeholder-contact";
import { iso } from "../lib/time";

interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Stores the mail in the `outbox` table: the local and test transport. `npm start` prints it with
 * its link, since that is how a verification or reset link is opened locally; tests read the table.
 * Only where the configuration says this is local development (LOCAL_DEV, set by `npm start` and
 * the tests, never by a deploy): anywhere else its links would sit readable at rest.
 */
function outboxMailer(db: Db, print: boolean): Mailer {
  return {
    async send(mail) {
      await db.insert(outbox).values({ id: newId(), recipient: mail.to, subject: mail.subject, body: mail.text, createdAt: iso(Date.now()) });
      if (print) console.info(`[outbox] to ${mail.to}: ${mail.subject}\n${mail.text}`);
    },
  };
}

/** A provider's HTTP API taking `{from, to, subject, text}` JSON with a bearer key. */
function httpMailer(env: Bindings): Mailer {
  return {
    async send(mail) {
      if (!env.MAIL_HTTP_URL || !env.MAIL_HTTP_KEY) throw new Error("MAIL_HTTP_URL and MAIL_HTTP_KEY must be set for MAIL_TRANSPORT=http");
      const response = await fetch(env.MAIL_HTTP_URL, {
        method: "POST",
        headers: { Authorization: `Bearer ${env.MAIL_HTTP_KEY}`, "Content-Type": "application/json" },
        body: JSON.stringify({ from: env.MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text }),
      });
      if (!response.ok) throw new Error(`Mail provider answered ${response.status}`);
    },
  };
}

/** Cloudflare Email Routing's send_email binding (plain-text mail built by hand, no MIME library needed). */
function cloudflareMailer(env: Bindings): Mailer {
  return {
    async send(mail) {
      if (!env.SEND_EMAIL) throw new Error("The SEND_EMAIL binding is missing for MAIL_TRANSPORT=cloudflare");
      const { EmailMessage } = await import("cloudflare:email");
      const raw = [
        `From: ${env.MAIL_FROM}`,
        `To: ${mail.to}`,
        `Subject: =?UTF-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(mail.subject)))}?=`,
        `Message-ID: <${newId()}@${env.MAIL_FROM.split("@")[1] ?? "familyhub"}>`,
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=utf-8",
        "Content-Transfer-Encoding: 8bit",
        "",
        mail.text,
      ].join("\r\n");
      await env.SEND_EMAIL.send(new EmailMessage(env.MAIL_FROM, mail.to, raw));
    },
  };
}

/**
 * Why this configuration must not send mail, or null when it may: a deployed Worker left on the
 * outbox (or on a transport it does not know), or one still sending from the placeholder MAIL_FROM
 * (lib/placeholder-contact.ts: no one can answer it, and providers bounce or spam-folder it).
 */
function mailProblem(env: Pick<Bindings, "MAIL_TRANSPORT" | "MAIL_FROM" | "LOCAL_DEV">): string | null {
  const local = isLocalDevelopment(env);
  if (env.MAIL_TRANSPORT === "outbox" && local) return null;
  if (env.MAIL_TRANSPORT !== "http" && env.MAIL_TRANSPORT !== "cloudflare") {
    return `Mail not sent: MAIL_TRANSPORT=${env.MAIL_TRANSPORT || "(unset)"} is for local development only; set it to cloudflare or http (README, "Deploy").`;
  }
  if (!local && isPlaceholderContact(env.MAIL_FROM)) {
    return `Mail not sent: MAIL_FROM "${env.MAIL_FROM}" is a placeholder; set it to the address the app sends from (docs/deploy.md).`;
  }
  return null;
}

/**
 * A misconfigured Worker sends nothing: it reports the problem, without the mail, to the log and
 * to app_errors (which the admin panel shows), and fails the send.
 */
function misconfiguredMailer(problem: string, db: Db): Mailer {
  return {
    async send() {
      await db
        .insert(appErrors)
        .values({ id: newId(), requestId: null, level: "ERROR", message: problem, source: "mail", createdAt: iso(Date.now()) })
        .catch(() => undefined);
      throw new Error(problem);
    },
  };
}

const isLocalDevelopment = (env: Pick<Bindings, "LOCAL_DEV">) => env.LOCAL_DEV === "true";

/** Which transport createMailer picks for this configuration (the admin panel's Email System card). */
export function mailTransport(env: Pick<Bindings, "MAIL_TRANSPORT" | "MAIL_FROM" | "LOCAL_DEV">): MailTransport {
  if (mailProblem(env) !== null) return "misconfigured";
  return env.MAIL_TRANSPORT === "http" || env.MAIL_TRANSPORT === "cloudflare" ? env.MAIL_TRANSPORT : "outbox";
}

export function createMailer(env: Bindings, db: Db): Mailer {
  const problem = mailProblem(env);
  if (problem !== null) return misconfiguredMailer(problem, db);
  switch (env.MAIL_TRANSPORT) {
    case "http":
      return httpMailer(env);
    case "cloudflare":
      return cloudflareMailer(env);
    default:
      // One outbox for every database, in the directory: local development and the tests read mail in one place.
      return outboxMailer(directoryDb(env), env.OUTBOX_QUIET !== "1");
  }
}

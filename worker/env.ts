import type { LiveMessageType } from "@contract/realtime";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { FamilyRoom } from "./durable/family-room";
import type { FanoutMessage } from "./fanout/messages";

export interface Bindings {
  /** The directory: which family database holds each family and account (worker/db/databases.ts). */
  DB: D1Database;
  /** The family databases, `DB_00`, `DB_01`, … (wrangler.toml). */
  [familyDatabase: `DB_${string}`]: D1Database | undefined;
  FAMILY: DurableObjectNamespace<FamilyRoom>;
  ASSETS: Fetcher;
  /** The fan-out queue (wrangler.toml [[queues.producers]]): notices and pushes to many families go through it. */
  FANOUT: Queue<FanoutMessage>;
  /** The public calendar feed's throttles per client and per key (wrangler.toml [[ratelimits]]). */
  FEED_PER_CLIENT: RateLimit;
  FEED_PER_KEY: RateLimit;
  /** Each family member's writes per minute (WRITES_PER_USER_PER_MINUTE); absent in the bench's copy, which does not count. */
  WRITES_PER_USER?: RateLimit;
  /** The family's photo album (wrangler.toml [[r2_buckets]]): the photos' bytes, under `families/<familyId>/photos/` (docs/features/photos.md). */
  PHOTOS: R2Bucket;
  JWT_SECRET: string;
  /** Family databases that take no new families, comma-separated binding names (docs/scale.md "Adding a database"). */
  FULL_DATABASES?: string;
  APP_NAME: string;
  MAIL_TRANSPORT: string;
  MAIL_FROM: string;
  DEFAULT_TIME_ZONE: string;
  APP_ORIGIN: string;
  /** "true" only in local development (`npm start`'s --var, the tests): the outbox transport works only there. */
  LOCAL_DEV?: string;
  /** For MAIL_TRANSPORT=http: the provider's endpoint and key (a secret). */
  MAIL_HTTP_URL?: string;
  MAIL_HTTP_KEY?: string;
  /** For MAIL_TRANSPORT=cloudflare: the send_email binding. */
  SEND_EMAIL?: SendEmail;
  /** Web Push (RFC 8292): the server's P-256 key pair, base64url (public: the uncompressed point; private: `d`). Secrets. */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** The contact push services see (`mailto:` or `https:`); MAIL_FROM's address when unset. */
  VAPID_SUBJECT?: string;
  /** MET Norway's locationforecast 2.0 base URL (wrangler.toml); the tests point it at a fake server of their own. */
  MET_BASE_URL: string;
  /** Who runs this deployment, for MET's User-Agent (`FamilyHub/1 <contact>`): an address or a site MET can reach (their terms). */
  WEATHER_CONTACT: string;
  /** "1" keeps the outbox's mail in its table without printing it (the tests' config sets it). */
  OUTBOX_QUIET?: string;
}

/** Drizzle over D1; `$client` is the D1 binding itself, for prepared selects (lib/prepared-select.ts). */
export type Db = DrizzleD1Database & { $client: D1Database };

export interface AuthContext {
  userId: string;
  sessionId: string;
  username: string;
  email: string;
  familyId: string | null;
  isAdmin: boolean;
  verified: boolean;
  /** The family's time zone; the app's default for a user without a family. */
  timeZone: string;
  /** An administrator without a second factor: the session may only enrol one. */
  mustEnrol: boolean;
  /** When this session last passed a second-factor check (ISO), for step-up. */
  secondFactorAt: string | null;
}

export interface AppEnv {
  Bindings: Bindings;
  Variables: {
    db: Db;
    /** Which database `db` is (worker/db/databases.ts `DatabaseName`): the directory, or the caller's family database. */
    dbName: "DB" | `DB_${string}`;
    /** The D1 session `db` runs in (middleware/db.ts): its bookmark goes back in the answer. */
    session: D1DatabaseSession;
    requestId: string;
    /** The live notices this request has sent so far (http/after-answer.ts `tellFamily`). */
    told?: LiveMessageType[];
    /** The caller, once the route's access check has run (app.onError reads it for the security log). */
    auth?: AuthContext;
    /** How the matched route writes its errors (http/mount.ts); unset when no route matched. */
    errorStyle?: ErrorStyle;
  };
}

export interface ErrorStyle {
  /** The language of the generic texts (401, malformed JSON, a missing key…). */
  language: "fo" | "en";
  /** Failures as plain text, the code in `X-Error-Code`. */
  plainText: boolean;
}

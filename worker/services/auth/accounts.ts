import { eq, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { DEFAULT_MEMBER_ROLE } from "@contract/limits";
import { apiMessages as m, serverTexts } from "@contract/messages";
import type { CurrentUser, MessageAnswer, RegisterBody } from "@contract/schemas/auth";
import { zoneOffsetsOf } from "./sessions";
import { authTokens, users } from "@worker/db/schema";
import type { FamilyDatabaseName } from "@worker/db/databases";
import type { AuthContext, Db } from "@worker/env";
import { rollbackStatement } from "@worker/lib/batch";
import { hashToken, newId } from "@worker/lib/crypto";
import { HttpError, invalid } from "@worker/lib/http-error";
import { assertNotCommonPassword } from "@worker/lib/common-passwords";
import { hashPassword } from "@worker/lib/passwords";
import { iso } from "@worker/lib/time";
import { isUniqueViolation } from "@worker/lib/unique-violation";
import { consumeChallenge } from "./challenge";
import { liveTokenCondition, newEmailToken } from "./email-tokens";
import { inviteInAnyDatabase, memberForUserQuery, newFamilyQuery } from "@worker/services/family/families";
import { type Effect, type Outcome, outcome } from "@worker/services/effects";
import type { Mailer } from "@worker/services/mailer";
import { securityEventQuery } from "@worker/services/security-log";
import { accountClaimQueries, databaseOfLogin, releaseAccount } from "@worker/services/directory/accounts";

export interface AccountDeps {
  /** The directory: login names, placements, registration challenges. */
  directory: Db;
  /** A family database by name (worker/db/databases.ts). */
  familyDb: (name: FamilyDatabaseName) => Db;
  /** Every family database, for what is looked for in each (an invite code). */
  familyDbs: () => { name: FamilyDatabaseName; db: Db }[];
  /** The database a new family goes to (services/directory/accounts.ts). */
  placeNewFamily: () => Promise<FamilyDatabaseName>;
  secret: string;
  /** The app's origin, for the links in its mails. */
  origin: string;
  timeZone: string;
  /** The request's client, for the security log. */
  client: string;
}

export function toCurrentUser(auth: AuthContext): CurrentUser {
  return {
    id: auth.userId,
    username: auth.username,
    email: auth.email,
    familyId: auth.familyId,
    isAdmin: auth.isAdmin,
    verified: auth.verified,
    timeZone: auth.timeZone,
    ...zoneOffsetsOf(auth.timeZone),
    ...(auth.mustEnrol ? { mfaEnrolRequired: true } : {}),
  };
}

async function findUserBy(db: Db, column: "username" | "email", value: string) {
  const target = column === "username" ? users.username : users.email;
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${target}) = lower(${value})`)
    .limit(1);
  return row;
}

export const findUserByEmail = (db: Db, email: string) => findUserBy(db, "email", email);

/**
 * Registration (docs/decisions.md#accounts-and-sign-in): the challenge rules, then a new user in a new family (or the invite's),
 * the member row and the verification token in one batch, then the verification mail. A taken
 * e-mail address answers exactly like a new one and mails its owner instead, so the form does not
 * reveal which addresses have accounts; a taken username must be said (409) so the person can pick another.
 * Either mail is sent after the answer, so the answer's timing does not depend on it; an invite used
 * is logged in the registration's batch.
 */
export async function register(deps: AccountDeps, body: RegisterBody): Promise<Outcome<MessageAnswer>> {
  const { directory } = deps;
  if (body.website) throw invalid(m.honeypot);
  await consumeChallenge(directory, deps.secret, body.securityToken, body.answer);
  assertNotCommonPassword(body.password);
  const invited = body.inviteCode ? await familyOfInviteAnywhere(deps, body.inviteCode) : null;
  if (await databaseOfLogin(directory, "username", body.username)) throw new HttpError("conflict", m.usernameTaken);

  // A taken address must cost the same time as a new one: the password is hashed before the
  // lookup, and the same registration statements run and are rolled back.
  const passwordHash = await hashPassword(body.password);
  const now = Date.now();
  const familyId = invited?.familyId ?? null;
  const home = invited?.name ?? (await deps.placeNewFamily());
  const db = deps.familyDb(home);
  const account = { familyId, passwordHash, username: body.username, email: body.email, timeZone: deps.timeZone, now };
  // A new address reads a family database all the same (the new home), so both cost the same.
  const ownerHome = await databaseOfLogin(directory, "email", body.email);
  const owner = await findUserBy(deps.familyDb(ownerHome ?? home), "email", body.email);
  if (owner) {
    const decoy = { ...account, userId: newId(), email: `${newId()}@decoy.invalid` };
    const decoyEvent = securityEventQuery(db, { actorId: decoy.userId, client: deps.client }, { kind: "registered", userId: decoy.userId });
    const decoyInvite = securityEventQuery(
      db,
      { actorId: null, client: deps.client },
      { kind: "invite_used", userId: decoy.userId },
      familyId ? sql`1` : sql`0`,
    );
    const decoyClaim = accountClaimQueries(directory, { ...decoy, db: home, newFamilyId: familyId ? undefined : newId() }, now);
    await directory.batch([...decoyClaim, rollbackStatement(directory)]).catch(() => undefined);
    await db
      .batch(registrationQueries(db, decoy, newEmailToken(db, "verify", decoy.userId, now).query, decoyEvent, decoyInvite, rollbackStatement(db)))
      .catch(() => undefined);
    return registered({
      kind: "mail",
      what: "account mail",
      send: (mailer) =>
        mailer.send({
          to: owner.email,
          subject: serverTexts.alreadyRegisteredSubject,
          text: serverTexts.alreadyRegisteredBody(owner.username, `${deps.origin}/reset-password`),
        }),
    });
  }

  const userId = newId();
  const newFamilyId = familyId ? undefined : newId();
  const verification = newEmailToken(db, "verify", userId, now);
  // The directory's unique keys decide a name is free across every database: two registrations
  // racing for one name, in one database or two, give the loser 409.
  await directory
    .batch(accountClaimQueries(directory, { userId, username: body.username, email: body.email, db: home, newFamilyId }, now))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new HttpError("conflict", m.usernameTaken) : error;
    });
  try {
    const audit = { actorId: userId, client: deps.client };
    const event = securityEventQuery(db, audit, { kind: "registered", userId, detail: familyId ? { invitedTo: familyId } : undefined });
    // An invite's use is the invite's event, with no actor, as a signed-in member's would have one.
    const inviteUsed = securityEventQuery(db, { actorId: null, client: deps.client }, { kind: "invite_used", userId }, familyId ? sql`1` : sql`0`);
    await db.batch(registrationQueries(db, { ...account, userId, newFamilyId }, verification.query, event, inviteUsed));
  } catch (error) {
    await releaseAccount(directory, userId, newFamilyId);
    if (isUniqueViolation(error)) throw new HttpError("conflict", m.usernameTaken);
    throw error;
  }
  const user = { email: body.email, username: body.username };
  return registered({ kind: "mail", what: "account mail", send: (mailer) => sendVerificationMail({ mailer, origin: deps.origin }, user, verification.token) });
}

/** Registration's one answer, whether the address was new or taken. */
const registered = (mail: Effect): Outcome<MessageAnswer> => outcome(201, { message: m.registered }, mail);

/** The family an invite code opens, and the database holding it. */
async function familyOfInviteAnywhere(deps: AccountDeps, code: string): Promise<{ familyId: string; name: FamilyDatabaseName }> {
  const invited = await inviteInAnyDatabase(deps.familyDbs(), deps.secret, code);
  if (!invited) throw new HttpError("invalid_body", m.inviteInvalid);
  return invited;
}

interface NewAccount {
  userId: string;
  /** The invite's family, or null for a new family of the user's own. */
  familyId: string | null;
  passwordHash: string;
  username: string;
  email: string;
  timeZone: string;
  now: number;
  /** The id of the new family (when there is no invite's), as the directory placed it. */
  newFamilyId?: string;
}

/** The statements of one registration, run as one batch: all of them or none. */
export function registrationQueries<Extra extends BatchItem<"sqlite">[]>(db: Db, account: NewAccount, ...extra: Extra) {
  const familyId = account.familyId ?? account.newFamilyId ?? newId();
  const userQueries = [
    db.insert(users).values({
      id: account.userId,
      username: account.username,
      email: account.email,
      passwordHash: account.passwordHash,
      familyId,
      createdAt: iso(account.now),
    }),
    memberForUserQuery(db, familyId, account.userId, account.username, DEFAULT_MEMBER_ROLE, account.now),
    ...extra,
  ] as const;
  return account.familyId ? userQueries : ([newFamilyQuery(db, familyId, account.username, account.timeZone, account.now), ...userQueries] as const);
}

/** The verification mail with its link (registration's, and an administrator's resend). */
export async function sendVerificationMail(deps: { mailer: Mailer; origin: string }, user: { email: string; username: string }, token: string) {
  const link = `${deps.origin}/api/auth/verify?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({ to: user.email, subject: serverTexts.verifySubject, text: serverTexts.verifyBody(user.username, link) });
}

type VerifyOutcome = "verified" | "already" | "invalid";

/** Spends a verification link. A link already used, or one for an already verified user, says "already". */
export async function verifyEmail(db: Db, token: string, client: string, now = Date.now()): Promise<VerifyOutcome> {
  const owner = sql`(SELECT ${authTokens.userId} FROM ${authTokens} WHERE ${liveTokenCondition("verify", token, now)})`;
  const unverifiedOwner = sql`EXISTS (SELECT 1 FROM ${users} WHERE ${users.emailVerifiedAt} IS NULL AND ${users.id} IN ${owner})`;
  // The link's holder acts for themselves; logged only when the link verifies, before the update sees it spent.
  const event = securityEventQuery(db, { actorId: null, client }, { kind: "email_verified", userId: owner, actorId: owner }, unverifiedOwner, now);
  const [, , spent] = await db.batch([
    event,
    db
      .update(users)
      .set({ emailVerifiedAt: iso(now) })
      .where(
        sql`${users.emailVerifiedAt} IS NULL AND ${users.id} IN (SELECT ${authTokens.userId} FROM ${authTokens} WHERE ${liveTokenCondition("verify", token, now)})`,
      ),
    db
      .update(authTokens)
      .set({ usedAt: iso(now) })
      .where(liveTokenCondition("verify", token, now))
      .returning({ userId: authTokens.userId }),
  ]);
  if (spent.length > 0) return "verified";
  const [known] = await db
    .select({ usedAt: authTokens.usedAt, verifiedAt: users.emailVerifiedAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(sql`${authTokens.tokenHash} = ${hashToken(token)} AND ${authTokens.kind} = 'verify'`)
    .limit(1);
  return known && (known.usedAt || known.verifiedAt) ? "already" : "invalid";
}

import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { inject } from "vitest";
import { claimChallenge, type PooledChallenge } from "./challenge-pool";
import { FAMILY_DATABASE, sqlOnServerAsync } from "./database";
import { ownFamilyAccountSql, ownFamilyDirectorySql } from "@worker/lib/account-rows";
import { enrolmentCodeStatement, newEnrolmentCode } from "@worker/lib/enrolment-code";
import { hashPassword } from "@worker/lib/passwords";
import { keyFromBase32 } from "@worker/lib/totp";
import { freshCode, type StepStore } from "@test/helpers/second-factor";

/** Users, families and shopping items made through the HTTP API, the way the app makes them. */

export interface TestUser {
  id: string;
  username: string;
  password: string;
  email: string;
  familyId: string;
  token: string;
}

interface Challenge {
  a: number;
  b: number;
  securityToken: string;
}

/** The server refuses an answer sent sooner than this after its challenge (docs/decisions.md#accounts-and-sign-in). */
const CHALLENGE_MIN_AGE_MS = 5_000;

export function baseUrl(): string {
  return inject("baseUrl");
}

/**
 * One API call as the user's other phone would make it; throws on anything but a 2xx. `client`
 * names the address it comes from (CF-Connecting-IP, which the local server keeps when sent).
 */
export async function call<T>(method: string, path: string, body?: unknown, token?: string, client?: string): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = "application/json";
  if (token) headers.authorization = `Bearer ${token}`;
  if (client) headers["cf-connecting-ip"] = client;
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A name of 5–32 characters of [a-zA-Z0-9._-] that no other test uses. */
export function uniqueUsername(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString("hex")}`.slice(0, 32);
}

/** Strong enough to pass the common-password list. */
export function newPassword(): string {
  return `Fh-${randomBytes(6).toString("hex")}-Kt9`;
}

export async function login(username: string, password: string, rememberMe = false) {
  return call<{ token: string; user: { id: string; username: string; familyId: string | null; isAdmin: boolean } }>("POST", "/api/auth/login", {
    username,
    password,
    rememberMe,
  });
}

/** The newest step used for the local admin, in a file: the test files run one after another against one server. */
function adminStepStore(): StepStore {
  const { stepFile } = inject("adminTotp");
  return {
    get: () => (existsSync(stepFile) ? Number(readFileSync(stepFile, "utf8")) : undefined),
    set: (step) => writeFileSync(stepFile, String(step)),
  };
}

/** A code of the local admin's authenticator that the server has not taken yet. */
export function adminCode(): Promise<string> {
  const key = keyFromBase32(inject("adminTotp").secret);
  if (!key) throw new Error("ADMIN_TOTP_SECRET is not a base32 key");
  return freshCode(key, adminStepStore());
}

/**
 * Signs in as an administrator with a second factor: the password, then a code; `steppedUp` also
 * confirms a code for the session, so for 10 minutes what cannot be undone (exports, user changes)
 * asks for none.
 */
async function loginWithCode(username: string, password: string, code: () => Promise<string>, options: { steppedUp?: boolean }) {
  const { mfaToken } = await call<{ mfaToken: string }>("POST", "/api/auth/login", { username, password });
  const admin = await call<Awaited<ReturnType<typeof login>>>("POST", "/api/auth/login/totp", { mfaToken, code: await code() });
  if (options.steppedUp) await call("POST", "/api/auth/step-up", { code: await code() }, admin.token);
  return admin;
}

/**
 * The local admin (scripts/local-admin.mjs), npm start's account, signed in with a code. Only for
 * what is about that account: any other test takes an administrator of its own (createAdmin).
 */
export function loginAdmin(options: { steppedUp?: boolean } = {}) {
  return loginWithCode("admin", "admin-local-only", adminCode, options);
}

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
  email: string;
  token: string;
  /** The administrator's own TOTP key: `freshCode(totpKey)` (test/helpers/second-factor.ts) gives its next code. */
  totpKey: Uint8Array;
}

/**
 * An administrator of the calling file's own, with a TOTP key nobody else uses, signed in (and
 * stepped up, as loginAdmin). The local admin's key is shared by every file and each 30-second step
 * is taken once, so files signing it in queue for fresh steps; this one's first codes come at once.
 * The account is written as npm start writes the local admin (scripts/local-admin.mjs): its rows
 * into the family database DB_00, its directory rows into DB, with the enrolment code `npm run make-admin` would print, then enrols
 * its second factor through the routes the panel uses.
 */
export async function createAdmin(prefix: string, options: { steppedUp?: boolean } = {}): Promise<TestAdmin> {
  const [id, familyId, memberId] = [randomUUID(), randomUUID(), randomUUID()];
  const username = uniqueUsername(prefix);
  const password = newPassword();
  const email = `${username}@example.test`;
  const at = new Date().toISOString();
  const enrolment = await newEnrolmentCode(Date.now());
  const account = { familyId, userId: id, memberId, username, email, passwordHash: await hashPassword(password), isAdmin: true, at };
  await sqlOnServerAsync([...ownFamilyAccountSql(account), enrolmentCodeStatement(username, enrolment, at)].join("; "), FAMILY_DATABASE);
  await sqlOnServerAsync(ownFamilyDirectorySql(account, FAMILY_DATABASE).join("; "), "DB");
  // Not enrolled yet, the password alone gives a session that may only enrol; enrolled, it may do the rest.
  const { token } = await login(username, password);
  const { secret } = await call<{ secret: string }>("POST", "/api/auth/totp/setup", { enrolmentCode: enrolment.code }, token);
  const totpKey = keyFromBase32(secret);
  if (!totpKey) throw new Error(`the enrolment's secret ${secret} is not a base32 key`);
  await call("POST", "/api/auth/totp/enable", { code: await freshCode(totpKey) }, token);
  if (options.steppedUp) await call("POST", "/api/auth/step-up", { code: await freshCode(totpKey) }, token);
  return { id, username, password, email, token, totpKey };
}

interface UserSpec {
  prefix: string;
  /** Join the family of the user made from this earlier spec (through an invite code) instead of getting a new family. */
  inviteFrom?: number;
}

/**
 * An address of its own for each user the suite registers (in 198.18.0.0/15, kept for tests): the
 * registration throttle counts per client, and the whole suite runs from one machine.
 */
const newClient = () => `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function register(challenge: Challenge & { client: string }, spec: UserSpec, inviteCode?: string): Promise<TestUser> {
  const username = uniqueUsername(spec.prefix);
  const password = newPassword();
  const email = `${username}@example.test`;
  await call(
    "POST",
    "/api/auth/register",
    {
      username,
      email,
      password,
      securityToken: challenge.securityToken,
      answer: challenge.a + challenge.b,
      website: "",
      ...(inviteCode ? { inviteCode } : {}),
    },
    undefined,
    challenge.client,
  );
  const { token, user } = await login(username, password);
  if (!user.familyId) throw new Error(`${username} has no family after registering`);
  return { id: user.id, username, password, email, familyId: user.familyId, token };
}

async function freshChallenge(): Promise<PooledChallenge> {
  const client = newClient();
  return { ...(await call<Challenge>("GET", "/api/auth/challenge", undefined, undefined, client)), client, fetchedAt: Date.now() };
}

/**
 * Registers and signs in several users: their challenges come from the pool the suite fetched at
 * its start (helpers/challenge-pool.ts), old enough by now; a challenge fetched here instead makes
 * all the answers wait until it is. Users who join by invite go after the others.
 */
export async function createUsers(specs: readonly UserSpec[]): Promise<TestUser[]> {
  const challenges = await Promise.all(specs.map(() => claimChallenge(inject("stateDir")) ?? freshChallenge()));
  const oldEnough = Math.max(...challenges.map((challenge) => challenge.fetchedAt)) + CHALLENGE_MIN_AGE_MS + 300;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, oldEnough - Date.now())));
  const users: (TestUser | undefined)[] = [];
  const challengeOf = (i: number) => {
    const challenge = challenges[i];
    if (!challenge) throw new Error("missing challenge");
    return challenge;
  };
  await Promise.all(
    specs.map(async (spec, i) => {
      if (spec.inviteFrom === undefined) users[i] = await register(challengeOf(i), spec);
    }),
  );
  for (const [i, spec] of specs.entries()) {
    if (spec.inviteFrom === undefined) continue;
    const inviter = users[spec.inviteFrom];
    if (!inviter) throw new Error(`spec ${i} invites from ${spec.inviteFrom}, which is not made yet`);
    users[i] = await register(challengeOf(i), spec, await createInvite(inviter));
  }
  return users.map((user) => {
    if (!user) throw new Error("a user was not made");
    return user;
  });
}

export async function createUser(prefix: string): Promise<TestUser> {
  const [user] = await createUsers([{ prefix }]);
  if (!user) throw new Error("no user");
  return user;
}

async function createInvite(user: TestUser): Promise<string> {
  const { code } = await call<{ code: string }>("POST", `/api/families/${user.familyId}/invites`, {}, user.token);
  return code;
}

/** Puts items on the user's family list, creating the list if needed; returns the item ids. */
export async function addItems(user: TestUser, names: readonly string[]): Promise<string[]> {
  const list = await call<{ id: string }>("POST", "/api/shopping-lists", { familyId: user.familyId, name: "Handilslisti" }, user.token);
  const ids: string[] = [];
  for (const name of names) {
    const item = await call<{ id: string }>("POST", "/api/shopping-items", { listId: list.id, name, quantity: 1, addedBy: user.id }, user.token);
    ids.push(item.id);
  }
  return ids;
}

export async function tickItem(user: TestUser, itemId: string): Promise<void> {
  await call("PATCH", `/api/shopping-items/${itemId}`, { completed: true }, user.token);
}

export interface ItemOnServer {
  id: string;
  name: string;
  completed: boolean;
}

/** The family's shopping items as the server has them, in the order added. */
export async function itemsOnServer(user: TestUser): Promise<ItemOnServer[]> {
  const lists = await call<{ items: ItemOnServer[] }[]>("GET", `/api/families/${user.familyId}/shopping-lists`, undefined, user.token);
  return lists.flatMap((list) => list.items).map(({ id, name, completed }) => ({ id, name, completed }));
}

export async function deleteItem(user: TestUser, itemId: string): Promise<void> {
  await call("DELETE", `/api/shopping-items/${itemId}`, undefined, user.token);
}

export interface TaskOnServer {
  id: string;
  title: string;
  completed: boolean;
}

export async function createTask(user: TestUser, title: string): Promise<TaskOnServer> {
  return call<TaskOnServer>("POST", "/api/reminders", { title }, user.token);
}

export async function tasksOnServer(user: TestUser): Promise<TaskOnServer[]> {
  const tasks = await call<TaskOnServer[]>("GET", `/api/families/${user.familyId}/reminders`, undefined, user.token);
  return tasks.map(({ id, title, completed }) => ({ id, title, completed }));
}

/**
 * Marks every administrator message read for the user. The suite shares one database, so messages
 * another file sent (and left) would otherwise light a fresh user's dot before a test sends its own.
 */
export async function readAllAdminMessages(user: TestUser): Promise<void> {
  const messages = await call<{ id: string; isRead: boolean }[]>("GET", "/api/admin-messages", undefined, user.token);
  for (const message of messages.filter((candidate) => !candidate.isRead)) await call("POST", `/api/admin-messages/${message.id}/read`, undefined, user.token);
}

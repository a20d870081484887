import { and, eq, gt, sql } from "drizzle-orm";
import { DEFAULT_TIME_ZONE, LOGIN_MAX_FAILURES_PER_IP, LOGIN_MAX_FAILURES_PER_USERNAME, LOGIN_WINDOW_MS } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { LoginAnswer, LoginBody } from "@contract/schemas/auth";
import { families, loginEvents, users } from "../db/schema";
import type { Db } from "../env";
import { newId } from "../lib/crypto";
import { HttpError } from "../lib/http-error";
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from "../lib/passwords";
import { iso } from "../lib/time";
import { createSession } from "./sessions";

const usernameKey = (username: string) => username.trim().toLowerCase();

/** Failed sign-ins in the window, per username and per address, in one query. */
async function assertNotRateLimited(db: Db, key: string, ip: string, now: number) {
  const since = iso(now - LOGIN_WINDOW_MS);
  const [counts] = await db
    .select({
      byUsername: sql<number>`coalesce(sum(${loginEvents.usernameKey} = ${key}), 0)`,
      byIp: sql<number>`coalesce(sum(${loginEvents.ip} = ${ip}), 0)`,
      oldest: sql<string | null>`min(${loginEvents.createdAt})`,
    })
    .from(loginEvents)
    .where(and(eq(loginEvents.success, false), gt(loginEvents.createdAt, since), sql`(${loginEvents.usernameKey} = ${key} OR ${loginEvents.ip} = ${ip})`));
  if (!counts) return;
  if (counts.byUsername >= LOGIN_MAX_FAILURES_PER_USERNAME || counts.byIp >= LOGIN_MAX_FAILURES_PER_IP) {
    const retryAfter = counts.oldest ? Math.max(1, Math.ceil((Date.parse(counts.oldest) + LOGIN_WINDOW_MS - now) / 1000)) : 60;
    throw new HttpError("rate_limited", m.rateLimited, undefined, { "Retry-After": String(retryAfter) });
  }
}

export async function login(db: Db, secret: string, body: LoginBody, ip: string, now = Date.now()): Promise<LoginAnswer> {
  const key = usernameKey(body.username);
  await assertNotRateLimited(db, key, ip, now);
  const [found] = await db
    .select({ user: users, timeZone: families.timeZone })
    .from(users)
    .leftJoin(families, eq(families.id, users.familyId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1);
  const user = found?.user;
  const ok = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
  await db.insert(loginEvents).values({ id: newId(), userId: ok && user ? user.id : null, usernameKey: key, ip, success: ok, createdAt: iso(now) });
  if (!ok || !user) throw new HttpError("unauthenticated", m.loginFailed);

  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(body.password) })
      .where(eq(users.id, user.id));
  }
  const { token } = await createSession(db, secret, user, body.rememberMe, now);
  return {
    token,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      familyId: user.familyId,
      isAdmin: user.isAdmin,
      verified: user.emailVerifiedAt !== null,
      timeZone: found?.timeZone ?? DEFAULT_TIME_ZONE,
    },
  };
}

import type { Context } from "hono";
import { SESSION_TOKEN_HEADER } from "@contract/session-token";
import { directoryDb, familyDbs, isFamilyDatabaseName } from "../db/databases";
import type { AppEnv, AuthContext } from "../env";
import { readSessionToken, tokenInDatabase } from "../services/auth/sessions";
import { databaseOfAccount } from "../services/directory/accounts";
import { moveFamilylessAccount } from "../services/directory/move-account";
import { inviteInAnyDatabase } from "../services/family/families";
import { openSession } from "./db";

/**
 * A valid session token whose session is not in the database it names: the account may have moved
 * with its family (docs/scale.md "Moving a family"). Asks the directory once; when the account is in
 * another database, the request goes on there (from its primary) and true is returned, so the
 * caller checks the session again. Anything else (no such account, the same database) is false.
 */
export async function followMovedAccount(c: Context<AppEnv>, token: string): Promise<boolean> {
  const claims = await readSessionToken(c.env.JWT_SECRET, token);
  if (!claims) return false;
  const db = await databaseOfAccount(directoryDb(c.env), claims.sub);
  if (!db || db === c.get("dbName") || !c.env[db]) return false;
  openSession(c, "first-primary", db);
  return true;
}

/** After a session was found in its new database: the answer carries a token naming it, so the phone's next call needs no directory read. */
export async function answerFreshToken(c: Context<AppEnv>, token: string, caller: Pick<AuthContext, "familyId">): Promise<void> {
  const name = c.get("dbName");
  if (name === "DB") return;
  const fresh = await tokenInDatabase(c.env.JWT_SECRET, token, name, caller.familyId);
  if (fresh) c.header(SESSION_TOKEN_HEADER, fresh);
}

/**
 * A signed-in account without a family joining one whose invite is in another family database
 * (docs/features/several-databases.md "Joining a family in another database"): the account moves
 * there first, and the request and the phone's token follow it.
 */
export async function followInvite(c: Context<AppEnv>, caller: Pick<AuthContext, "userId" | "familyId">, code: string): Promise<void> {
  const here = c.get("dbName");
  if (caller.familyId || !isFamilyDatabaseName(here)) return;
  const invited = await inviteInAnyDatabase(familyDbs(c.env), c.env.JWT_SECRET, code);
  if (!invited || invited.name === here) return;
  await moveFamilylessAccount(c.env, caller.userId, here, invited.name);
  openSession(c, "first-primary", invited.name);
  const token = /^Bearer (\S+)$/.exec(c.req.header("Authorization") ?? "")?.[1];
  if (token) await answerFreshToken(c, token, { familyId: invited.familyId });
}

import type { FamilyDatabaseName } from "@worker/db/databases";
import type { Bindings } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { iso } from "@worker/lib/time";
import { moveFamily } from "./move-family";

/**
 * Moves an account that has no family to another family database (before it joins a family whose
 * invite is there: docs/features/several-databases.md "Joining a family in another database"). The
 * move is a family's: the account is given a family of its own for the moment, which moveFamily
 * copies, checks and deletes as it does any family, with the account's rows (its sessions, tokens,
 * devices, tickets); in the new database the account leaves it again and it is deleted, so the
 * account arrives without a family, as it left.
 */
export async function moveFamilylessAccount(env: Bindings, userId: string, from: FamilyDatabaseName, to: FamilyDatabaseName): Promise<void> {
  const carrier = newId();
  const now = iso(Date.now());
  const source = env[from]!;
  const [, given] = await source.batch([
    source
      .prepare("INSERT INTO families (id, name, created_at) SELECT ?1, '', ?2 WHERE EXISTS (SELECT 1 FROM users WHERE id = ?3 AND family_id IS NULL)")
      .bind(carrier, now, userId),
    source.prepare("UPDATE users SET family_id = ?1 WHERE id = ?2 AND family_id IS NULL RETURNING id").bind(carrier, userId),
  ]);
  if (given?.results.length !== 1) {
    await source.prepare("DELETE FROM families WHERE id = ?").bind(carrier).run();
    return;
  }
  await env.DB.prepare("INSERT INTO directory_families (family_id, db, created_at) VALUES (?, ?, ?)").bind(carrier, from, now).run();
  try {
    await moveFamily(env, carrier, to);
  } catch (error) {
    await source.batch([
      source.prepare("UPDATE users SET family_id = NULL WHERE id = ? AND family_id = ?").bind(userId, carrier),
      source.prepare("DELETE FROM families WHERE id = ?").bind(carrier),
    ]);
    await env.DB.prepare("DELETE FROM directory_families WHERE family_id = ?").bind(carrier).run();
    throw error;
  }
  const target = env[to]!;
  await target.batch([
    target.prepare("UPDATE users SET family_id = NULL WHERE id = ? AND family_id = ?").bind(userId, carrier),
    target.prepare("DELETE FROM families WHERE id = ?").bind(carrier),
  ]);
  await env.DB.prepare("DELETE FROM directory_families WHERE family_id = ?").bind(carrier).run();
}

import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { NO_DAV } from "@worker/services/caldav/fields";
import { addShoppingItem } from "@worker/services/shopping/lists";
import { createUser, HOME_DATABASE } from "../helpers/factories";
import { davLog, newestDavSeq } from "../helpers/dav-log";
import { itemOf } from "../helpers/shopping";

/** The family database of the factories' users, recording the SQL of every statement each batch sends (the statements still run on the real D1). */
function recordedD1() {
  const batches: string[][] = [];
  let prepared: string[] = [];
  const d1 = new Proxy(env[HOME_DATABASE]!, {
    get(target, property) {
      if (property === "prepare") {
        return (query: string) => {
          prepared.push(query);
          return target.prepare(query);
        };
      }
      if (property === "batch") {
        return (statements: D1PreparedStatement[]) => {
          batches.push(prepared.slice(-statements.length));
          prepared = [];
          return target.batch(statements);
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const db: Db = drizzle(d1);
  return { db, batches };
}

const writesDavLog = (statement: string) => /^insert into "dav_changes"/i.test(statement);

describe("adding a shopping item: what it costs", () => {
  it("an add from the app sends no CalDAV change-log statement, merged or not", async () => {
    const user = await createUser();
    const milk = await itemOf(user, "Mjólk");
    const { db, batches } = recordedD1();
    const seq = await newestDavSeq();
    const added = await addShoppingItem(db, user.familyId, user.id, { id: newId(), listId: milk.listId, name: "Smør", quantity: 1, unit: null });
    const merged = await addShoppingItem(db, user.familyId, user.id, { id: newId(), listId: milk.listId, name: "mjólk", quantity: 2, unit: null });
    expect([added.status, merged.status]).toEqual([201, 200]);
    expect(batches).toHaveLength(2);
    // The raise, the insert, the client id's record, the item and the id's holder: five, none of them the log's.
    expect(batches.map((statements) => statements.length)).toEqual([5, 5]);
    expect(batches.flat().filter(writesDavLog)).toEqual([]);
    // Only the shopping items' own triggers logged the changes, as for any write.
    expect(await davLog(user.familyId, seq)).toEqual([`shopping-${milk.listId}/${added.body.id}.ics`, `shopping-${milk.listId}/${milk.id}.ics`]);
  });

  it("a phone's add sends it, and a phone's add that merged logs its resource as removed", async () => {
    const user = await createUser();
    const milk = await itemOf(user, "Mjólk");
    const { db, batches } = recordedD1();
    const seq = await newestDavSeq();
    const dav = { ...NO_DAV, davName: "phone-milk.ics" };
    const merged = await addShoppingItem(db, user.familyId, user.id, { id: newId(), listId: milk.listId, name: "MJÓLK", quantity: 1, unit: null }, dav);
    expect(merged.body).toMatchObject({ id: milk.id, merged: true, quantity: 2 });
    expect(batches.map((statements) => statements.filter(writesDavLog).length)).toEqual([1]);
    expect(await davLog(user.familyId, seq)).toEqual([`shopping-${milk.listId}/${milk.id}.ics`, `-shopping-${milk.listId}/phone-milk.ics`]);
  });
});

import { and, asc, desc, eq, notExists, or, sql, type Placeholder, type SQL } from "drizzle-orm";
import { DEFAULT_LIST_NAME, MAX_ITEM_QUANTITY } from "@contract/limits";
import { taskMessages as t } from "@contract/task-messages";
import type { AddedItem, CreateItemBody, ReplaceItemBody, ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { clientIds, dinnerMeals, shoppingItems, shoppingLists } from "@worker/db/schema";
import { completionQueries, purchaseQuery, tickFields } from "./purchases";
import type { Db } from "@worker/env";
import { fullRow } from "@worker/lib/full-row";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { nameKey } from "@worker/lib/names";
import { defineFamilyRead, familyReadAnswer, familyReadStatements, type FamilyParam } from "@worker/lib/family-read";
import { aliased, d1Statement, preparedSelect } from "@worker/lib/prepared-select";
import { clientIdGuard, whyNotStored } from "@worker/lib/client-ids";
import { iso } from "@worker/lib/time";
import { mergeTarget, openItemsLike } from "./merge";
import { type DavFields, mergedAwayQuery, NO_DAV } from "@worker/services/caldav/fields";
import { deleteDavGuarded, sameDavState, staleOr } from "@worker/services/caldav/state";
import { type Outcome, outcome, tell } from "@worker/services/effects";

/** An item's own fields, as the list and the CalDAV collections read them. */
export const itemFields = {
  id: shoppingItems.id,
  listId: shoppingItems.listId,
  name: shoppingItems.name,
  quantity: shoppingItems.quantity,
  unit: shoppingItems.unit,
  completed: shoppingItems.completed,
  completedAt: shoppingItems.completedAt,
};

const itemColumns = {
  ...itemFields,
  addedBy: shoppingItems.addedBy,
  addedByHelper: shoppingItems.addedByHelper,
  completedByHelper: shoppingItems.completedByHelper,
  // Left-joined: null when the item comes from no meal.
  mealScheduledDate: sql<string | null>`${dinnerMeals.scheduledDate}`,
};

const mealOfItem = (familyId: string | Placeholder) => and(eq(dinnerMeals.id, shoppingItems.mealId), eq(dinnerMeals.familyId, familyId));

/**
 * An item id as a phone knows it. The client id of an add that the server merged into an open item
 * of the same name stands for that item (`client_ids.row_id`), so a tick, change or delete queued
 * offline against the row the phone drew reaches the item it became (docs/features/offline.md).
 */
const itemIdOf = (familyId: string, id: string): SQL<string> =>
  sql<string>`coalesce((SELECT ${clientIds.rowId} FROM ${clientIds} WHERE ${clientIds.id} = ${id} AND ${clientIds.familyId} = ${familyId}), ${id})`;

const itemOfFamily = (db: Db, familyId: string, itemId: string | SQL<string>) =>
  db
    .select(itemColumns)
    .from(shoppingItems)
    .leftJoin(dinnerMeals, mealOfItem(familyId))
    .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.id, itemId)))
    .limit(1);

const listsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased({ id: shoppingLists.id, familyId: shoppingLists.familyId, name: shoppingLists.name }))
    .from(shoppingLists)
    .where(eq(shoppingLists.familyId, param("familyId")))
    .orderBy(asc(shoppingLists.createdAt), asc(shoppingLists.id)),
);

const itemsSelect = preparedSelect((qb, param: FamilyParam) =>
  qb
    .select(aliased(itemColumns))
    .from(shoppingItems)
    .leftJoin(dinnerMeals, mealOfItem(param("familyId")))
    .where(eq(shoppingItems.familyId, param("familyId")))
    .orderBy(asc(shoppingItems.createdAt), asc(shoppingItems.id)),
);

/** The family's lists with their items. */
export const shoppingListsRead = defineFamilyRead({
  selects: [listsSelect, itemsSelect] as const,
  answer: ([lists, items]): ShoppingList[] => lists.map((list) => ({ ...list, items: items.filter((item) => item.listId === list.id) })),
});

/** Creates the family's one list unless it has one already (the unique index decides under races); for callers' batches. */
export const shoppingListIfNoneQuery = (db: Db, familyId: string, name: string, now: number) =>
  db
    .insert(shoppingLists)
    .values({ id: newId(), familyId, name, createdAt: iso(now) })
    .onConflictDoNothing();

/** The family's one list, created with the default name if it has none (safe under races; docs/decisions.md#shopping). */
export async function ensureShoppingList(db: Db, familyId: string, name = DEFAULT_LIST_NAME): Promise<Outcome<ShoppingList>> {
  const insert = shoppingListIfNoneQuery(db, familyId, name, Date.now()).returning({ id: shoppingLists.id });
  const [inserted, ...lists] = await db.$client.batch([d1Statement(db.$client, insert), ...familyReadStatements(db.$client, shoppingListsRead, familyId)]);
  // 201 either way (the list is there now); only a list just made is news to the family.
  return outcome(201, familyReadAnswer(shoppingListsRead, lists)[0]!, inserted!.results.length > 0 && tell(familyId, "shopping_list_updated"));
}

/** The item with this id in any family, with its family, to tell a replay from a clash. */
const itemById = (db: Db, familyId: string, itemId: string | SQL) =>
  db
    .select({ ...itemColumns, familyId: shoppingItems.familyId })
    .from(shoppingItems)
    .leftJoin(dinnerMeals, mealOfItem(familyId))
    .where(eq(shoppingItems.id, itemId))
    .limit(1);

/** Who adds: a member's user id, a helper by name (docs/features/helpers.md "Who did it"), or nobody named (a kitchen screen). */
export type Adder = string | { helper: string } | null;

/** What one add needs of itself: its id, the name it folds to and its moment. */
interface AddOf {
  id: string;
  like: { key: string; unit: string | null };
  now: string;
}

/** The new row, on the family's list, unless an open item of the same name is there (the raise took it) or the client id is used. */
function insertUnlessLike(db: Db, familyId: string, addedBy: Adder, input: CreateItemBody, add: AddOf & { unused: SQL; dav: DavFields }) {
  const { id, like, now, unused, dav } = add;
  return db
    .insert(shoppingItems)
    .select(
      db
        .select(
          fullRow(shoppingItems, {
            ...dav,
            id,
            familyId: shoppingLists.familyId,
            listId: shoppingLists.id,
            name: input.name,
            nameKey: like.key,
            quantity: input.quantity,
            unit: like.unit,
            addedBy: typeof addedBy === "string" ? addedBy : null,
            addedByHelper: typeof addedBy === "object" && addedBy !== null ? addedBy.helper : null,
            createdAt: now,
          }),
        )
        .from(shoppingLists)
        .where(
          and(
            eq(shoppingLists.id, input.listId),
            eq(shoppingLists.familyId, familyId),
            unused,
            notExists(
              db
                .select({ id: shoppingItems.id })
                .from(shoppingItems)
                .where(openItemsLike(familyId, input.listId, like)),
            ),
          ),
        ),
    )
    .onConflictDoNothing()
    .returning({ id: shoppingItems.id });
}

/** The client id's record: the row this add made or raised, its own id first, else the merge target (the raise's choice). */
function rememberClientId(db: Db, familyId: string, listId: string, { id, like, now }: AddOf) {
  return db
    .insert(clientIds)
    .select(
      db
        .select(
          fullRow(clientIds, {
            id,
            familyId: shoppingItems.familyId,
            createdAt: now,
            rowId: sql<string | null>`CASE WHEN ${shoppingItems.id} = ${id} THEN NULL ELSE ${shoppingItems.id} END`,
          }),
        )
        .from(shoppingItems)
        .where(and(eq(shoppingItems.familyId, familyId), eq(shoppingItems.listId, listId), or(eq(shoppingItems.id, id), openItemsLike(familyId, listId, like))))
        .orderBy(desc(sql`${shoppingItems.id} = ${id}`), asc(shoppingItems.createdAt), asc(shoppingItems.id))
        .limit(1),
    )
    .onConflictDoNothing();
}

/**
 * Adds an item to one of the family's lists, or raises the quantity of the open item of the same
 * name (capped at MAX_ITEM_QUANTITY) instead of making a second row; a list of another family reads
 * as not found. One batch, which D1 runs as one serialised transaction, so parallel adds of one name
 * end in one row: the raise, the insert unless such an item exists, the record of the client id
 * (with the raised row when merged), then the reads. A client id already used by this family answers
 * its row again (an offline replay), or 404 when that row has been deleted since; used by another
 * family, 409 (docs/features/offline.md). A new item answers 201; a merge 200 with `merged`; a replay,
 * which changed nothing, 200 with the item and no notice.
 */
export async function addShoppingItem(
  db: Db,
  familyId: string,
  addedBy: Adder,
  input: CreateItemBody,
  // A CalDAV client's add: its resource (services/caldav/fields.ts), stored on a new row, logged as removed when the add merged.
  dav: DavFields = NO_DAV,
): Promise<Outcome<AddedItem>> {
  const id = input.id ?? newId();
  const like = { key: nameKey(input.name), unit: input.unit || null };
  const now = iso(Date.now());
  const guard = clientIdGuard(db, familyId, id, shoppingItems);
  const raise = db
    .update(shoppingItems)
    .set({ quantity: sql`min(${shoppingItems.quantity} + ${input.quantity}, ${MAX_ITEM_QUANTITY})` })
    .where(and(sql`${shoppingItems.id} = (${mergeTarget(db, familyId, input.listId, like)})`, guard.unused))
    .returning({ id: shoppingItems.id });
  const insert = insertUnlessLike(db, familyId, addedBy, input, { id, like, now, unused: guard.unused, dav });
  const remember = rememberClientId(db, familyId, input.listId, { id, like, now });
  const rowOfId = sql`coalesce((SELECT ${clientIds.rowId} FROM ${clientIds} WHERE ${clientIds.id} = ${id}), ${id})`;
  // Only a phone's add has a resource to log as merged away: an add from the app or a kitchen screen sends no such statement.
  const mergedAway = dav.davName === null ? [] : [mergedAwayQuery(db, familyId, input.listId, id, dav.davName, now)];
  const [raised, inserted, , [stored], [holder]] = await db.batch([raise, insert, remember, itemById(db, familyId, rowOfId), guard.holder, ...mergedAway]);
  if (!stored) throw whyNotStored(holder, familyId, notFound());
  if (stored.familyId !== familyId) throw new HttpError("conflict", t.clientIdTaken);
  const { familyId: _family, ...item } = stored;
  // An open item the add raised (now or, for a replay, the first time) rather than a row of its own.
  const merged = item.id !== id;
  // A replay changed nothing.
  const changed = raised.length > 0 || inserted.length > 0;
  return outcome(changed && !merged ? 201 : 200, { ...item, merged }, changed && tell(familyId, "shopping_list_updated"));
}

type ItemChange = { completed: boolean } | { name: string } | { quantity: number } | { unit: string | null };

/** Applies one change to an item of the family and answers the item as it now is; a helper's tick carries their name. */
export async function updateShoppingItem(
  db: Db,
  familyId: string,
  id: string,
  change: ItemChange,
  helper: string | null = null,
): Promise<Outcome<ShoppingItem>> {
  const itemId = itemIdOf(familyId, id);
  const ofFamily = and(eq(shoppingItems.id, itemId), eq(shoppingItems.familyId, familyId));
  const changes =
    "completed" in change
      ? completionQueries(db, familyId, itemId, change.completed, iso(Date.now()), helper)
      : ([
          db
            .update(shoppingItems)
            .set("name" in change ? { name: change.name, nameKey: nameKey(change.name) } : "unit" in change ? { unit: change.unit || null } : change)
            .where(ofFamily),
        ] as const);
  const results = await db.batch([...changes, itemOfFamily(db, familyId, itemId)]);
  const item = results[results.length - 1] as ShoppingItem[];
  if (!item[0]) throw notFound();
  return outcome(200, item[0], tell(familyId, "shopping_list_updated"));
}

/**
 * Replaces an item's name, amount and tick at once, as a CalDAV client writes it
 * (docs/features/caldav.md "Tasks and shopping"): one batch of the tick's purchase record (only
 * when the tick changes), the fields and tick in one UPDATE, and the item as it now is. The name
 * is never merged into another open item here: that happens only when an item is added.
 * `expected`: a CalDAV write's If-Match, checked by both writes (services/caldav/state.ts): they see
 * the item as it was before the batch, since the purchase record changes no item.
 */
export async function replaceShoppingItem(
  db: Db,
  familyId: string,
  id: string,
  input: ReplaceItemBody,
  // The phone's resource, stored with the change (services/caldav/fields.ts).
  dav: DavFields = NO_DAV,
  expected?: string,
): Promise<Outcome<ShoppingItem>> {
  const itemId = itemIdOf(familyId, id);
  const guard = sameDavState(shoppingItems, expected);
  const ofFamily = and(eq(shoppingItems.id, itemId), eq(shoppingItems.familyId, familyId), guard);
  const guardedId = guard ? sql<string>`(SELECT ${shoppingItems.id} FROM ${shoppingItems} WHERE ${ofFamily})` : itemId;
  const now = iso(Date.now());
  const fields = {
    name: input.name,
    nameKey: nameKey(input.name),
    quantity: input.quantity,
    unit: input.unit || null,
    ...tickFields(input.completed, now),
    ...dav,
  };
  const [, updated, [item]] = await db.batch([
    purchaseQuery(db, familyId, guardedId, input.completed, now),
    db.update(shoppingItems).set(fields).where(ofFamily).returning({ id: shoppingItems.id }),
    itemOfFamily(db, familyId, itemId),
  ]);
  if (updated.length === 0 || !item) throw staleOr(expected, notFound);
  return outcome(200, item, tell(familyId, "shopping_list_updated"));
}

/** `expected`: a CalDAV delete's If-Match, checked in the DELETE itself (services/caldav/state.ts). */
export async function deleteShoppingItem(db: Db, familyId: string, itemId: string, expected?: string): Promise<Outcome<undefined>> {
  await deleteDavGuarded(db, shoppingItems, familyId, itemIdOf(familyId, itemId), expected);
  return outcome(204, undefined, tell(familyId, "shopping_list_updated"));
}

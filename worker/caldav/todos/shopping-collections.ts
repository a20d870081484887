import { asc, eq, type SQL, sql } from "drizzle-orm";
import { caldavTodoMessages as cm } from "@contract/caldav-todo-messages";
import { shoppingItems, shoppingLists } from "@worker/db/schema";
import type { Db } from "@worker/env";
import { newId } from "@worker/lib/crypto";
import { HttpError, notFound } from "@worker/lib/http-error";
import { rawStatement } from "@worker/lib/batch";
import { iso } from "@worker/lib/time";
import type { Outcome } from "@worker/services/effects";
import { davStateOf } from "@worker/services/caldav/state";
import { addShoppingItem, deleteShoppingItem, itemFields, replaceShoppingItem } from "@worker/services/shopping/lists";
import type { DavCaller, DavCollectionInfo, DavCollectionKind, DavObject, DavPut, DavWant } from "../collection";
import { davObject } from "../etag";
import { uidConflict } from "../uid-conflict";
import { familyRowsWhere, namedIds, namedRows, resourceNameOf, rowsById } from "../names";
import { davFieldsOf, uidIds, writeTarget } from "./dav-rows";
import { type ItemRow, itemIcs, readItem } from "./item-vtodo";
import { todoOverlaps } from "./todo-range";

/**
 * Each shopping list as a VTODO collection `shopping-<listId>` (docs/features/caldav.md "Tasks and
 * shopping"): an item is a to-do, ticking is COMPLETED, an item the 10-minute vanish removes is a
 * tombstone in the change log (its delete trigger), and a phone's new item goes through the add, so
 * it merges into an open item of the same name as in the app.
 */

const PREFIX = "shopping-";
const COLOR = "#D97706";

const listOf = (slug: string) => slug.slice(PREFIX.length);

const itemColumns = {
  ...itemFields,
  createdAt: shoppingItems.createdAt,
  davName: shoppingItems.davName,
  davSource: shoppingItems.davSource,
  davUid: shoppingItems.davUid,
  state: davStateOf(shoppingItems),
};

type StoredItem = ItemRow & { listId: string; davName: string | null; davSource: string | null; davUid: string | null; state: string };

/** The family's items `where` holds; with `drive` (names.ts `rowsById`), those of its ids, found by seeking each. */
const itemsWhere = (db: Db, familyId: string, where: SQL | undefined, drive?: SQL) =>
  db
    .select(itemColumns)
    .from(shoppingItems)
    .where(familyRowsWhere(eq(shoppingItems.familyId, familyId), where, drive))
    .orderBy(asc(shoppingItems.createdAt), asc(shoppingItems.id));

const inList = (slug: string) => eq(shoppingItems.listId, listOf(slug));
const objectOf = (row: StoredItem): DavObject => davObject(resourceNameOf(row), itemIcs(row, row.davSource), row.state);

async function readItems(db: Db, familyId: string, slug: string, want: DavWant): Promise<DavObject[]> {
  const rows = await itemsWhere(db, familyId, inList(slug), want.names && namedRows(shoppingItems, familyId, want.names));
  const objects = rows.map(objectOf);
  const { range } = want;
  // An item has no dates but its creation and tick: the zone is never needed.
  return range ? objects.filter((object, at) => todoOverlaps(object.ics, range, "UTC", rows[at]!.davSource)) : objects;
}

/** The item a write names: the resource in this list, else (a new resource) the family's item with the phone's UID. */
async function targetOf(db: Db, familyId: string, slug: string, name: string, uid: string, exists: boolean): Promise<StoredItem | undefined> {
  const drive = rowsById(shoppingItems, namedIds(shoppingItems, familyId, [name]), uidIds(shoppingItems, familyId, uid));
  const rows = await itemsWhere(db, familyId, undefined, drive).limit(2);
  const row = writeTarget(rows, name, uid, exists, (holder) => uidConflict(cm.uidTaken, familyId, `${PREFIX}${holder.listId}`, resourceNameOf(holder)));
  // Items never move between lists (a family has one list; docs/decisions.md#shopping).
  if (row && row.listId !== listOf(slug)) throw new HttpError("conflict", cm.itemOnOtherList);
  return row;
}

/** A new item from a phone: the app's add (merging into an open item of the same name), then its tick if it came ticked. */
async function addItem(db: Db, caller: DavCaller, slug: string, name: string, uid: string, ics: string) {
  const { item } = readItem(ics, null);
  const id = newId();
  const added = await addShoppingItem(
    db,
    caller.familyId,
    caller.userId,
    { id, listId: listOf(slug), name: item.name, quantity: item.quantity, unit: item.unit },
    davFieldsOf(id, name, uid, ics),
  );
  // A merged add changed another item: the phone's resource is logged as removed (services/caldav/fields.ts).
  if (!item.completed || added.body.merged) return added;
  const ticked = await replaceShoppingItem(db, caller.familyId, id, { ...item, name: added.body.name }, davFieldsOf(id, name, uid, ics));
  return { ...ticked, effects: [...added.effects, ...ticked.effects] };
}

const putItem: DavPut = async (db, caller, slug, name, ics, current, expected) => {
  const { uid } = readItem(ics, null);
  const row = await targetOf(db, caller.familyId, slug, name, uid, current !== null);
  if (current && !row) throw notFound();
  const result = row
    ? await replaceShoppingItem(db, caller.familyId, row.id, readItem(ics, row).item, davFieldsOf(row.id, name, uid, ics), expected)
    : await addItem(db, caller, slug, name, uid, ics);
  // The resource as the next read answers it (its ETag must match); none when the add merged into another item.
  const [object] = await readItems(db, caller.familyId, slug, { names: [name] });
  const body = object ?? davObject(name, itemIcs({ ...result.body, createdAt: iso(Date.now()) }, ics));
  return { status: current ? 200 : 201, body, effects: result.effects };
};

async function removeItem(db: Db, caller: DavCaller, slug: string, current: DavObject, expected?: string): Promise<Outcome<undefined>> {
  const [row] = await itemsWhere(db, caller.familyId, inList(slug), namedRows(shoppingItems, caller.familyId, [current.name])).limit(1);
  if (!row) throw notFound();
  return deleteShoppingItem(db, caller.familyId, row.id, expected);
}

export const shoppingCollections: DavCollectionKind = {
  owns: (slug) => slug.startsWith(PREFIX),
  collections: (db, familyId) => ({
    statement: rawStatement(
      db,
      sql`SELECT ${shoppingLists.id} AS id, ${shoppingLists.name} AS name FROM ${shoppingLists} WHERE ${shoppingLists.familyId} = ${familyId} ORDER BY ${shoppingLists.createdAt}, ${shoppingLists.id}`,
    ),
    read: (lists): DavCollectionInfo[] =>
      lists.map((list) => ({
        slug: `${PREFIX}${String(list.id)}`,
        displayName: String(list.name),
        color: COLOR,
        component: "VTODO" as const,
        readOnly: false,
      })),
  }),
  read: readItems,
  put: putItem,
  remove: removeItem,
};

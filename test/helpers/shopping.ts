import { exports } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { AddedItem, ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { shoppingItems, shoppingLists } from "@worker/db/schema";
import { call, json, ORIGIN } from "./api";
import { everyFamilyDb, type TestUser } from "./factories";

/** Shopping calls and rows for the Worker tests of the shopping list. */
export const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export const createList = (user: TestUser, body: unknown = {}) => call("POST", "/api/shopping-lists", { token: user.token, body });
export const getLists = (user: TestUser) => call("GET", `/api/families/${user.familyId}/shopping-lists`, { token: user.token });
export const addItem = (user: TestUser, body: unknown) => call("POST", "/api/shopping-items", { token: user.token, body });
export const patchItem = (user: TestUser, id: string, body: unknown) => call("PATCH", `/api/shopping-items/${id}`, { token: user.token, body });

export async function listOf(user: TestUser): Promise<ShoppingList> {
  const response = await createList(user);
  expect(response.status).toBe(201);
  return json<ShoppingList>(response);
}

export async function itemOf(user: TestUser, name = "Mjólk", quantity?: number): Promise<ShoppingItem> {
  const list = await listOf(user);
  const response = await addItem(user, { listId: list.id, name, ...(quantity === undefined ? {} : { quantity }) });
  expect(response.status).toBe(201);
  return addedItem(response, false);
}

/** The item an add answered, checked for whether it merged, as the list holds it (no `merged`). */
export async function addedItem(response: Response, merged: boolean): Promise<ShoppingItem> {
  const { merged: answered, ...item } = await json<AddedItem>(response);
  expect(answered).toBe(merged);
  return item;
}

export const listRows = async (familyId: string) =>
  (await Promise.all(everyFamilyDb().map((database) => database.select().from(shoppingLists).where(eq(shoppingLists.familyId, familyId))))).flat();
/** The family's items, in every family database (a family's id names rows in its own only). */
export const itemRows = async (familyId: string) =>
  (await Promise.all(everyFamilyDb().map((database) => database.select().from(shoppingItems).where(eq(shoppingItems.familyId, familyId))))).flat();
export const itemRow = async (id: string) =>
  (await Promise.all(everyFamilyDb().map((database) => database.select().from(shoppingItems).where(eq(shoppingItems.id, id))))).flat()[0];

/** A POST whose body arrives as a stream, so the request carries no Content-Length. */
export function streamedPost(path: string, token: string, text: string) {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.length; offset += 8 * 1024) controller.enqueue(bytes.slice(offset, offset + 8 * 1024));
      controller.close();
    },
  });
  const request = new Request(`${ORIGIN}${path}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body,
  });
  expect(request.headers.has("Content-Length")).toBe(false);
  return exports.default.fetch(request);
}

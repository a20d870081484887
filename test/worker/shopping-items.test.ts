import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "@contract/limits";
import { apiMessages as m } from "@contract/messages";
import type { ShoppingItem, ShoppingList } from "@contract/schemas/shopping";
import { purchases } from "@worker/db/schema";
import { call, errorBody, json } from "../helpers/api";
import { createUser, db } from "../helpers/factories";
import { addedItem, addItem, getLists, ISO, itemOf, itemRow, itemRows, listOf, patchItem, streamedPost } from "../helpers/shopping";

describe("POST /api/shopping-items", () => {
  it("adds an item to the family's list and answers it whole", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await addItem(user, { listId: list.id, name: "Mjólk", quantity: 2, addedBy: user.id });
    expect(response.status).toBe(201);
    expect(await json(response)).toEqual({
      id: expect.any(String),
      listId: list.id,
      name: "Mjólk",
      quantity: 2,
      unit: null,
      completed: false,
      completedAt: null,
      addedBy: user.id,
      addedByHelper: null,
      completedByHelper: null,
      mealScheduledDate: null,
      merged: false,
    });
  });

  it("keeps the unit the quick-add line gave, trimmed, and stores a blank one as none", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const litres = await json<ShoppingItem>(await addItem(user, { listId: list.id, name: "Mjólk", quantity: 2, unit: " l " }));
    expect(litres).toMatchObject({ name: "Mjólk", quantity: 2, unit: "l" });
    expect((await itemRow(litres.id))?.unit).toBe("l");
    const half = await json<ShoppingItem>(await addItem(user, { listId: list.id, name: "Smør", unit: "½ kg" }));
    expect(half).toMatchObject({ quantity: 1, unit: "½ kg" });
    const blank = await json<ShoppingItem>(await addItem(user, { listId: list.id, name: "Egg", unit: "  " }));
    expect(blank.unit).toBeNull();
    const listed = await json<ShoppingList[]>(await getLists(user));
    expect(listed[0]?.items.map((item) => item.unit)).toEqual(["l", "½ kg", null]);
  });

  it("gives an item quantity 1 when none is sent", async () => {
    const user = await createUser();
    const item = await itemOf(user, "Ost");
    expect(item.quantity).toBe(1);
    expect((await itemRow(item.id))?.quantity).toBe(1);
  });

  it("accepts the quantities 1 and 999 at the edges of the range", async () => {
    const user = await createUser();
    const list = await listOf(user);
    for (const quantity of [1, 999]) {
      const response = await addItem(user, { listId: list.id, name: `Egg ${quantity}`, quantity });
      expect(response.status).toBe(201);
      expect((await json<ShoppingItem>(response)).quantity).toBe(quantity);
    }
  });

  it("trims the name and accepts 200 characters after trimming", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const trimmed = await json<ShoppingItem>(await addItem(user, { listId: list.id, name: "  Smør \t" }));
    expect(trimmed.name).toBe("Smør");
    const long = await addItem(user, { listId: list.id, name: ` ${"y".repeat(200)} ` });
    expect(long.status).toBe(201);
    expect((await json<ShoppingItem>(long)).name).toBe("y".repeat(200));
    expect((await itemRows(user.familyId)).map((row) => row.name).sort()).toEqual(["Smør", "y".repeat(200)].sort());
  });

  it("records the caller as addedBy whatever the body says", async () => {
    const user = await createUser();
    const other = await createUser({ familyId: user.familyId });
    const list = await listOf(user);
    const item = await json<ShoppingItem>(await addItem(user, { listId: list.id, name: "Te", addedBy: other.id }));
    expect(item.addedBy).toBe(user.id);
    expect((await itemRow(item.id))?.addedBy).toBe(user.id);
  });

  it.each([
    ["an empty name", { name: "" }, m.nameBlank, "name"],
    ["a name of only white space", { name: " \t\n " }, m.nameBlank, "name"],
    ["a name of 201 characters", { name: "x".repeat(201) }, m.nameTooLong, "name"],
    ["a missing name", { name: undefined }, m.required, "name"],
    ["quantity 0", { quantity: 0 }, m.quantityInvalid, "quantity"],
    ["a negative quantity", { quantity: -1 }, m.quantityInvalid, "quantity"],
    ["quantity 1000", { quantity: 1000 }, m.quantityInvalid, "quantity"],
    ["quantity 1.5", { quantity: 1.5 }, m.quantityInvalid, "quantity"],
    ['quantity "2" as text', { quantity: "2" }, m.quantityInvalid, "quantity"],
    ["a unit of 13 characters", { unit: "x".repeat(13) }, m.unitInvalid, "unit"],
    ["a unit with a control character", { unit: "k\u0007g" }, m.unitInvalid, "unit"],
    ["a unit with a line break", { unit: "k\ng" }, m.unitInvalid, "unit"],
    ["a unit as a number", { unit: 2 }, m.unitInvalid, "unit"],
    ["a missing listId", { listId: undefined }, m.required, "listId"],
    ["an empty listId", { listId: "" }, m.invalidBody, "listId"],
  ])("refuses %s with 400 invalid_body and adds nothing", async (_case, change, message, path) => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await addItem(user, { listId: list.id, name: "Mjólk", ...change });
    expect(response.status).toBe(400);
    const body = await errorBody(response);
    expect(body).toMatchObject({ message, code: "invalid_body" });
    expect(body.issues?.[0]?.path).toBe(path);
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it.each([["null"], ["[]"], ['"Mjólk"'], ["42"]])("refuses the JSON value %s in place of an object with 400 and adds nothing", async (rawBody) => {
    const user = await createUser();
    await listOf(user);
    const response = await call("POST", "/api/shopping-items", { token: user.token, rawBody });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toMatchObject({ message: m.invalidBody, code: "invalid_body" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("refuses malformed JSON with 400 and adds nothing", async () => {
    const user = await createUser();
    await listOf(user);
    const response = await call("POST", "/api/shopping-items", { token: user.token, rawBody: "{listId: 1," });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ message: m.malformedJson, code: "invalid_body" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("refuses a body sent with another content type than JSON and adds nothing", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await call("POST", "/api/shopping-items", {
      token: user.token,
      rawBody: JSON.stringify({ listId: list.id, name: "Mjólk" }),
      headers: { "Content-Type": "text/plain;charset=UTF-8" },
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ message: m.invalidBody, code: "invalid_body" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("accepts a JSON content type with a charset parameter", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await call("POST", "/api/shopping-items", {
      token: user.token,
      rawBody: JSON.stringify({ listId: list.id, name: "Kaffi" }),
      headers: { "Content-Type": "application/json; charset=utf-8" },
    });
    expect(response.status).toBe(201);
  });

  it("answers an unknown listId with 404 not_found and adds nothing", async () => {
    const user = await createUser();
    await listOf(user);
    const response = await addItem(user, { listId: "0190aaaa-0000-7000-8000-000000000000", name: "Mjólk" });
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toEqual({ message: m.notFound, code: "not_found" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("refuses a body over 64 KiB with 413 too_large before validating it, and adds nothing", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await addItem(user, { listId: list.id, name: "x".repeat(MAX_BODY_BYTES) });
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ message: m.tooLarge, code: "too_large" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("takes a body of exactly 64 KiB to validation and refuses one byte more as too large", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const bodyOf = (bytes: number) => {
      const empty = JSON.stringify({ listId: list.id, name: "" });
      return JSON.stringify({ listId: list.id, name: "x".repeat(bytes - empty.length) });
    };
    const atLimit = await call("POST", "/api/shopping-items", { token: user.token, rawBody: bodyOf(MAX_BODY_BYTES) });
    expect(atLimit.status).toBe(400);
    expect(await errorBody(atLimit)).toMatchObject({ message: m.nameTooLong, code: "invalid_body" });
    const over = await call("POST", "/api/shopping-items", { token: user.token, rawBody: bodyOf(MAX_BODY_BYTES + 1) });
    expect(over.status).toBe(413);
  });

  it("counts the size of a body in bytes, not characters", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const name = "ø".repeat(MAX_BODY_BYTES / 2);
    const response = await streamedPost("/api/shopping-items", user.token, JSON.stringify({ listId: list.id, name }));
    expect(response.status).toBe(413);
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("refuses a body over 64 KiB sent as a stream without Content-Length, and adds nothing", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await streamedPost("/api/shopping-items", user.token, JSON.stringify({ listId: list.id, name: "x".repeat(MAX_BODY_BYTES) }));
    expect(response.status).toBe(413);
    expect(await errorBody(response)).toEqual({ message: m.tooLarge, code: "too_large" });
    expect(await itemRows(user.familyId)).toHaveLength(0);
  });

  it("accepts a small body sent as a stream without Content-Length", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const response = await streamedPost("/api/shopping-items", user.token, JSON.stringify({ listId: list.id, name: "Kaffi" }));
    expect(response.status).toBe(201);
    expect((await json<ShoppingItem>(response)).name).toBe("Kaffi");
  });

  it("keeps all 50 items added in parallel, each with its own id", async () => {
    const user = await createUser();
    const list = await listOf(user);
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => addItem(user, { listId: list.id, name: `Vøra ${i}` })));
    expect(responses.map((response) => response.status)).toEqual(Array(50).fill(201));
    const answered = await Promise.all(responses.map((response) => json<ShoppingItem>(response)));
    expect(new Set(answered.map((item) => item.id)).size).toBe(50);
    const rows = await itemRows(user.familyId);
    expect(rows).toHaveLength(50);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(answered.map((item) => item.id)));
    expect(new Set(rows.map((row) => row.name))).toEqual(new Set(answered.map((item) => item.name)));
  });
});

describe("PATCH /api/shopping-items/:id", () => {
  it("ticks an item: completed with the time, answered whole", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const response = await patchItem(user, item.id, { completed: true });
    expect(response.status).toBe(200);
    const ticked = await json<ShoppingItem>(response);
    expect(ticked).toEqual({ ...item, completed: true, completedAt: expect.stringMatching(ISO) });
    expect(await itemRow(item.id)).toMatchObject({ completed: true, completedAt: ticked.completedAt });
  });

  it("unticks an item: open again with no completion time", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    await patchItem(user, item.id, { completed: true });
    const response = await patchItem(user, item.id, { completed: false });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual(item);
    expect(await itemRow(item.id)).toMatchObject({ completed: false, completedAt: null });
  });

  it("renames an item with the trimmed name", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const response = await patchItem(user, item.id, { name: "  Súrmjólk " });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...item, name: "Súrmjólk" });
    expect((await itemRow(item.id))?.name).toBe("Súrmjólk");
  });

  it("changes the quantity of an item", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const response = await patchItem(user, item.id, { quantity: 6 });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...item, quantity: 6 });
    expect((await itemRow(item.id))?.quantity).toBe(6);
  });

  it("changes the unit of an item, and clears it with null", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const response = await patchItem(user, item.id, { unit: " dl" });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ ...item, unit: "dl" });
    expect((await itemRow(item.id))?.unit).toBe("dl");
    expect(await json(await patchItem(user, item.id, { unit: null }))).toEqual({ ...item, unit: null });
    expect((await itemRow(item.id))?.unit).toBeNull();
  });

  it.each([
    ["two fields at once", { name: "Ost", quantity: 2 }, m.oneItemChange],
    ["a quantity and a unit at once", { quantity: 2, unit: "l" }, m.oneItemChange],
    ["a unit of 13 characters", { unit: "1234567890 kg" }, m.unitInvalid],
    ["no field", {}, m.oneItemChange],
    ["an extra field such as familyId", { completed: true, familyId: "another-family" }, m.oneItemChange],
    ["completed as text", { completed: "true" }, m.oneItemChange],
    ["a blank name", { name: "   " }, m.nameBlank],
    ["a name of 201 characters", { name: "x".repeat(201) }, m.nameTooLong],
    ["quantity 0", { quantity: 0 }, m.quantityInvalid],
    ["quantity 1000", { quantity: 1000 }, m.quantityInvalid],
    ["quantity 1.5", { quantity: 1.5 }, m.quantityInvalid],
    ['quantity "2" as text', { quantity: "2" }, m.oneItemChange],
  ])("refuses %s with 400 invalid_body and leaves the item as it was", async (_case, body, message) => {
    const user = await createUser();
    const item = await itemOf(user);
    const before = await itemRow(item.id);
    const response = await patchItem(user, item.id, body);
    expect(response.status).toBe(400);
    const error = await errorBody(response);
    expect(error).toMatchObject({ code: "invalid_body", message });
    expect(await itemRow(item.id)).toEqual(before);
  });

  it("refuses malformed JSON with 400 and leaves the item as it was", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const before = await itemRow(item.id);
    const response = await call("PATCH", `/api/shopping-items/${item.id}`, { token: user.token, rawBody: '{"completed": tru' });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ message: m.malformedJson, code: "invalid_body" });
    expect(await itemRow(item.id)).toEqual(before);
  });

  it("refuses a body sent with another content type than JSON and leaves the item as it was", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const before = await itemRow(item.id);
    const response = await call("PATCH", `/api/shopping-items/${item.id}`, {
      token: user.token,
      rawBody: JSON.stringify({ completed: true }),
      headers: { "Content-Type": "text/plain" },
    });
    expect(response.status).toBe(400);
    expect(await errorBody(response)).toEqual({ message: m.invalidBody, code: "invalid_body" });
    expect(await itemRow(item.id)).toEqual(before);
  });

  it.each([[{ completed: true }], [{ name: "Ost" }], [{ quantity: 2 }]])("answers an unknown item id with 404 not_found (%j)", async (body) => {
    const user = await createUser();
    const response = await patchItem(user, "0190aaaa-0000-7000-8000-000000000000", body);
    expect(response.status).toBe(404);
    expect(await errorBody(response)).toEqual({ message: m.notFound, code: "not_found" });
  });

  it("ends consistent after 20 parallel ticks and unticks of one item: one purchase if ticked, none if open", async () => {
    const user = await createUser();
    const patterns = [(i: number) => i % 2 === 0, (i: number) => i % 3 !== 0, (i: number) => i % 4 === 0];
    for (const [n, pattern] of patterns.entries()) {
      const item = await itemOf(user, `Vøra ${n}`);
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => patchItem(user, item.id, { completed: pattern(i) })));
      expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
      const row = await itemRow(item.id);
      expect(row?.completedAt === null).toBe(!row?.completed);
      const bought = await db.select().from(purchases).where(eq(purchases.itemId, item.id));
      expect(bought).toHaveLength(row?.completed ? 1 : 0);
    }
  });
});

describe("DELETE /api/shopping-items/:id", () => {
  it("deletes the item with 204 and it is gone from the list", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    const keep = await addedItem(await addItem(user, { listId: item.listId, name: "Breyð" }), false);
    const response = await call("DELETE", `/api/shopping-items/${item.id}`, { token: user.token });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(await itemRow(item.id)).toBeUndefined();
    const [list] = await json<ShoppingList[]>(await getLists(user));
    expect(list?.items).toEqual([keep]);
  });

  it("answers an unknown id, or an item already deleted, with 404 not_found", async () => {
    const user = await createUser();
    const item = await itemOf(user);
    expect((await call("DELETE", `/api/shopping-items/${item.id}`, { token: user.token })).status).toBe(204);
    const again = await call("DELETE", `/api/shopping-items/${item.id}`, { token: user.token });
    expect(again.status).toBe(404);
    expect(await errorBody(again)).toEqual({ message: m.notFound, code: "not_found" });
    const unknown = await call("DELETE", "/api/shopping-items/no-such-item", { token: user.token });
    expect(unknown.status).toBe(404);
  });
});

import { describe, expect, it } from "vitest";
import type { ScreenToday } from "@contract/schemas/kitchen-screen";
import { keepQueue, type QueuedWrite, readQueue, SCREEN_QUEUE_KEY, sendQueued, withQueued } from "@web/screen/lib/screen-queue";

/** The kitchen screen's offline queue (docs/features/offline.md "The kitchen screen's queue"). */

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem = (key: string) => this.values.get(key) ?? null;
  setItem = (key: string, value: string) => void this.values.set(key, value);
  removeItem = (key: string) => void this.values.delete(key);
}

const tickOf = (id: string, choreId: string, memberId = "a"): QueuedWrite => ({ kind: "tick", body: { id, choreId, memberId } });
const askOf = (id: string): QueuedWrite => ({ kind: "ask", body: { id, rewardId: "r", memberId: "a" } });
const shopOf = (id: string, name: string): QueuedWrite => ({ kind: "shop", body: { id, name } });

class Refused extends Error {}
const failureOf = (error: unknown) => (error instanceof Refused ? { refused: error.message } : ("unreachable" as const));

describe("the screen's queue", () => {
  it("is kept under its own key and read back; an empty queue leaves nothing behind", () => {
    const storage = new MemoryStorage();
    keepQueue(storage, [tickOf("1", "c"), askOf("2")]);
    expect(readQueue(storage).map((write) => write.body.id)).toEqual(["1", "2"]);
    expect([...storage.values.keys()]).toEqual([SCREEN_QUEUE_KEY]);
    keepQueue(storage, []);
    expect(storage.values.size).toBe(0);
    storage.setItem(SCREEN_QUEUE_KEY, "{not json");
    expect(readQueue(storage)).toEqual([]);
  });

  it("sends in order, drops a refused write with its reason, and stops at the first send that finds no server", async () => {
    const sent: string[] = [];
    const answers: Record<string, Error | undefined> = { "2": new Refused("Ikki í dag"), "3": new TypeError("offline") };
    const queue = [tickOf("1", "c"), askOf("2"), tickOf("3", "d"), tickOf("4", "e")];
    const { settled, refused } = await sendQueued(
      queue,
      async (write) => {
        sent.push(write.body.id);
        const error = answers[write.body.id];
        if (error) throw error;
      },
      failureOf,
    );
    expect(sent).toEqual(["1", "2", "3"]);
    expect([...settled]).toEqual(["1", "2"]);
    expect(refused).toEqual(["Ikki í dag"]);
  });

  it("draws a queued tick's open task as pending without a completion, and leaves other tasks alone", () => {
    const today = {
      today: [
        { choreId: "c", memberId: "a", status: "open", completionId: null },
        { choreId: "c", memberId: "b", status: "open", completionId: null },
        { choreId: "d", memberId: "a", status: "done", completionId: "x" },
      ],
      shopping: [],
    } as unknown as ScreenToday;
    const drawn = withQueued(today, [tickOf("1", "c", "a"), tickOf("2", "d", "a"), askOf("3")]);
    expect(drawn.today.map((task) => task.status)).toEqual(["pending", "open", "done"]);
    expect(drawn.today[0]!.completionId).toBeNull();
    expect(withQueued(today, [askOf("3")])).toBe(today);
  });

  it("puts a queued shopping add on the list unless an item of that name is there (the add merges into it)", () => {
    const today = { today: [], shopping: [{ id: "m", name: "Mjólk", quantity: 2, unit: "l" }] } as unknown as ScreenToday;
    const drawn = withQueued(today, [shopOf("1", "Egg"), shopOf("2", " mjólk"), shopOf("3", "egg")]);
    expect(drawn.shopping).toEqual([
      { id: "m", name: "Mjólk", quantity: 2, unit: "l" },
      { id: "1", name: "Egg", quantity: 1, unit: null },
    ]);
    expect(today.shopping).toHaveLength(1);
  });
});

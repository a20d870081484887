import { nameKey } from "@contract/names";
import type { AskBody, ScreenShoppingBody, ScreenToday, TickBody } from "@contract/schemas/kitchen-screen";

/**
 * The kitchen screen's own offline queue (docs/features/offline.md "The kitchen screen's queue"):
 * a tick, an ask or a shopping add made without a connection is kept in local storage under its own key (the
 * phones' queue sends the phones' session; the screen's is a kitchen token) with the screen's own
 * id, drawn at once, and sent in order when the connection returns. The server answers a replay
 * with the stored tick or request, so a send that did arrive before the connection broke is not doubled.
 */

export const SCREEN_QUEUE_KEY = "kitchen_screen_queue";

export interface QueuedTick {
  kind: "tick";
  body: TickBody & { id: string };
}
export interface QueuedAsk {
  kind: "ask";
  body: AskBody & { id: string };
}
export interface QueuedShop {
  kind: "shop";
  body: ScreenShoppingBody & { id: string };
}
export type QueuedWrite = QueuedTick | QueuedAsk | QueuedShop;

/** What a send's failure means for the queue: kept for later (no connection), or refused for good. */
export type SendFailure = "unreachable" | { refused: string };

export function readQueue(storage: Pick<Storage, "getItem">): QueuedWrite[] {
  try {
    const raw = storage.getItem(SCREEN_QUEUE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? (value as QueuedWrite[]) : [];
  } catch {
    return [];
  }
}

export function keepQueue(storage: Pick<Storage, "setItem" | "removeItem">, queue: readonly QueuedWrite[]): void {
  try {
    if (queue.length === 0) storage.removeItem(SCREEN_QUEUE_KEY);
    else storage.setItem(SCREEN_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or off: the queue lives as long as the page.
  }
}

/**
 * Sends the queue in order, one at a time. A send that finds no server stops the round (the rest
 * waits for the next); one the server refuses is dropped with its reason. Answers the ids settled
 * (sent or dropped) and the refusals' reasons.
 */
export async function sendQueued(
  queue: readonly QueuedWrite[],
  send: (write: QueuedWrite) => Promise<unknown>,
  failureOf: (error: unknown) => SendFailure,
): Promise<{ settled: Set<string>; refused: string[] }> {
  const settled = new Set<string>();
  const refused: string[] = [];
  for (const write of queue) {
    try {
      await send(write);
    } catch (error) {
      const failure = failureOf(error);
      if (failure === "unreachable") break;
      refused.push(failure.refused);
    }
    settled.add(write.body.id);
  }
  return { settled, refused };
}

/**
 * The board as the wall draws it with the queue: each queued tick's open task shows pending
 * without a completion yet (the row's "waits for the connection" mark), and each queued shopping
 * add a name the list does not have yet is on the list (an add of a name it has merges into it).
 */
export function withQueued(today: ScreenToday, queue: readonly QueuedWrite[]): ScreenToday {
  const ticks = queue.filter((write): write is QueuedTick => write.kind === "tick");
  const shops = queue.filter((write): write is QueuedShop => write.kind === "shop");
  if (ticks.length === 0 && shops.length === 0) return today;
  const queued = (task: ScreenToday["today"][number]) =>
    task.status === "open" && ticks.some((write) => write.body.choreId === task.choreId && (task.memberId === null || task.memberId === write.body.memberId));
  const shopping = [...today.shopping];
  for (const { body } of shops) {
    const key = nameKey(body.name);
    if (!shopping.some((item) => nameKey(item.name) === key)) shopping.push({ id: body.id, name: body.name, quantity: 1, unit: null });
  }
  return {
    ...today,
    today: today.today.map((task) => (queued(task) ? { ...task, status: "pending" as const, completionId: null } : task)),
    shopping,
  };
}

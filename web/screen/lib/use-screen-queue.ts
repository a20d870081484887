import { useCallback, useEffect, useRef, useState } from "react";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { ApiError } from "@web/lib/api-client";
import { worthSendingAgain } from "@web/lib/send-again";
import addShopping from "../changes/add-shopping";
import askReward from "../changes/ask-reward";
import tick from "../changes/tick";
import { sendChange } from "@web/lib/changes/send-with-token";
import type { ScreenDay } from "./use-screen-today";
import { keepQueue, type QueuedWrite, readQueue, type SendFailure, sendQueued } from "./screen-queue";

/** No server answered (status 0), or the family is being moved (503 `moving`); 401 is the revoked screen, kept until it pairs again. */
const failureOf = (error: unknown): SendFailure =>
  error instanceof ApiError && !worthSendingAgain(error) && error.status !== 401 ? { refused: error.message } : "unreachable";

/** One queued write to the server: its change, by the kind the queue keeps it under. */
function sendWrite(token: string, write: QueuedWrite): Promise<unknown> {
  if (write.kind === "tick") return sendChange(tick, write.body, token);
  if (write.kind === "ask") return sendChange(askReward, write.body, token);
  return sendChange(addShopping, write.body, token);
}

/**
 * The screen's queue in the wall: `add` keeps a write and tries to send it; the queue is sent again
 * when the connection returns (the online event) and after each board read that reached the server.
 */
export function useScreenQueue(token: string, day: Pick<ScreenDay, "at" | "offline" | "refresh">) {
  const [items, setItems] = useState<QueuedWrite[]>(() => readQueue(window.localStorage));
  const [note, setNote] = useState<string | null>(null);
  const sending = useRef(false);
  const { refresh } = day;

  const update = useCallback((change: (queue: QueuedWrite[]) => QueuedWrite[]) => {
    const next = change(readQueue(window.localStorage));
    keepQueue(window.localStorage, next);
    setItems(next);
  }, []);

  const flush = useCallback(async () => {
    const queue = readQueue(window.localStorage);
    if (sending.current || queue.length === 0) return;
    sending.current = true;
    try {
      const send = (write: QueuedWrite) => sendWrite(token, write);
      const { settled, refused } = await sendQueued(queue, send, failureOf);
      update((current) => current.filter((write) => !settled.has(write.body.id)));
      if (refused[0]) {
        const text = t.queueDropped(refused[0]);
        setNote(text);
        window.setTimeout(() => setNote((current) => (current === text ? null : current)), 8000);
      }
      if (settled.size > 0) await refresh();
    } finally {
      sending.current = false;
    }
  }, [token, update, refresh]);

  const add = useCallback(
    (write: QueuedWrite) => {
      update((queue) => [...queue, write]);
      void flush();
    },
    [update, flush],
  );

  useEffect(() => {
    const onOnline = () => void flush();
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
  }, [flush]);

  // A board read that reached the server: the connection is back, whatever the online event said.
  useEffect(() => {
    if (day.at > 0 && !day.offline) void flush();
  }, [day.at, day.offline, flush]);

  return { items, note, add };
}

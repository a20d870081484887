import { useCallback, useState } from "react";
import type { KitchenChild } from "@contract/schemas/kitchen";
import type { ParentActionBody } from "@contract/schemas/kitchen-screen";
import { foKitchen as t } from "@web/i18n/fo/kitchen";
import { worthSendingAgain } from "@web/lib/send-again";
import { refusalText as refusal } from "../api/screen-api";
import parentAction from "../changes/parent-action";
import { sendChange } from "@web/lib/changes/send-with-token";
import { newClientId } from "@web/lib/client-id";
import type { ChildTask, Waiting } from "./board-view";
import type { QueuedWrite } from "./screen-queue";
import addShopping from "../changes/add-shopping";
import askReward from "../changes/ask-reward";
import tick from "../changes/tick";

/** What the wall asks for before a call goes: a child's PIN, a reward's choice, a parent's PIN. */
export type Prompt =
  | { kind: "child-pin"; child: KitchenChild; run: (pin: string) => Promise<string | null> }
  | { kind: "rewards"; child: KitchenChild }
  | { kind: "parent"; title: string; run: (parentId: string, pin: string) => Promise<string | null> };

/** Thrown past the PIN pad when a write went to the queue: not a refusal, the pad closes. */
class Queued extends Error {}

/** Sends under the screen's own id; offline, when no server answers or while the family is moved, keeps the write in the queue instead. */
async function sendOrQueue<T>(write: QueuedWrite, send: () => Promise<T>, enqueue: (write: QueuedWrite) => void): Promise<T> {
  if (navigator.onLine) {
    try {
      return await send();
    } catch (error) {
      if (!worthSendingAgain(error)) throw error;
    }
  }
  enqueue(write);
  throw new Queued();
}

/** The parent action a waiting item's button asks for, and the pad's title. */
function parentActionOf(item: Waiting, action: "approve" | "undo"): { name: ParentActionBody["action"]; title: string } {
  const name: ParentActionBody["action"] =
    item.kind === "request" ? (action === "approve" ? "approve-request" : "decline-request") : action === "approve" ? "approve-completion" : "undo-completion";
  const title = `${action === "approve" ? t.approve : item.kind === "request" ? t.decline : t.undo}: ${item.label}`;
  return { name, title };
}

/** The wall's passing message: shown five seconds, unless another replaced it. */
function useSay() {
  const [message, setMessage] = useState<string | null>(null);
  const say = useCallback((text: string) => {
    setMessage(text);
    window.setTimeout(() => setMessage((current) => (current === text ? null : current)), 5000);
  }, []);
  return { message, say };
}

/** Runs a child's write with their PIN when they have one (the pad first); answers the refusal for the PIN pad. */
function useAsChild(refresh: () => Promise<void>, say: (text: string) => void, setPrompt: (prompt: Prompt | null) => void) {
  return useCallback(
    (child: KitchenChild, call: (pin?: string) => Promise<void>) => {
      const run = async (pin?: string) => {
        try {
          await call(pin);
          setPrompt(null);
          await refresh();
          return null;
        } catch (error) {
          if (error instanceof Queued) {
            setPrompt(null);
            say(t.keptForLater);
            return null;
          }
          if (!pin) say(refusal(error));
          return refusal(error);
        }
      };
      if (child.hasPin) setPrompt({ kind: "child-pin", child, run });
      else void run();
    },
    [refresh, say, setPrompt],
  );
}

/**
 * The wall's writes: a tick, an ask, a parent's action and a shopping add. A child with a PIN is
 * asked for it first; every write reads the day again at once (the poll would, a little later).
 */
export function useWallActions(token: string, refresh: () => Promise<void>, enqueue: (write: QueuedWrite) => void) {
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [earned, setEarned] = useState<{ memberId: string; stars: number } | null>(null);
  const { message, say } = useSay();
  const asChild = useAsChild(refresh, say, setPrompt);

  const onTick = (child: KitchenChild, row: ChildTask) =>
    asChild(child, async (pin) => {
      const body = { id: newClientId(), choreId: row.chore.id, memberId: child.id, ...(pin ? { pin } : {}) };
      const answer = await sendOrQueue({ kind: "tick", body }, () => sendChange(tick, body, token), enqueue);
      if (answer?.task.status === "done" && row.chore.stars > 0) {
        setEarned({ memberId: child.id, stars: row.chore.stars });
        window.setTimeout(() => setEarned(null), 3000);
      } else if (answer?.task.status === "pending") say(t.pending);
    });

  const onAsk = (child: KitchenChild, rewardId: string) =>
    asChild(child, async (pin) => {
      const body = { id: newClientId(), rewardId, memberId: child.id, ...(pin ? { pin } : {}) };
      const request = await sendOrQueue({ kind: "ask", body }, () => sendChange(askReward, body, token), enqueue);
      say(request?.status === "approved" ? t.approvedAtOnce : t.asked);
    });

  const onParent = (item: Waiting, action: "approve" | "undo") => {
    const { name, title } = parentActionOf(item, action);
    setPrompt({
      kind: "parent",
      title,
      run: async (parentId, pin) => {
        try {
          await sendChange(parentAction, { parentId, pin, action: name, id: item.id }, token);
          setPrompt(null);
          say(t.parentDone);
          await refresh();
          return null;
        } catch (error) {
          return refusal(error);
        }
      },
    });
  };

  const onShopping = async (name: string) => {
    const body = { id: newClientId(), name };
    try {
      await sendOrQueue({ kind: "shop", body }, () => sendChange(addShopping, body, token), enqueue);
      say(t.shoppingAdded(name));
      await refresh();
      return true;
    } catch (error) {
      if (error instanceof Queued) {
        say(t.keptForLater);
        return true;
      }
      say(refusal(error));
      return false;
    }
  };

  return { prompt, setPrompt, message, earned, onTick, onAsk, onParent, onShopping };
}

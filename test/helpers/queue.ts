import { createExecutionContext, createMessageBatch, getQueueResult, type MessageBatchMessage, type QueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { LiveMessageType } from "@contract/realtime";
import type { Bindings } from "@worker/env";
import type { FanoutMessage } from "@worker/fanout/messages";
import { type Fanout, queueFanout } from "@worker/fanout/producer";
import worker from "@worker/index";
import wranglerToml from "/wrangler.toml?raw";

const consumerSetting = (name: string) => Number(new RegExp(`^${name}\\s*=\\s*(\\d+)`, "m").exec(wranglerToml)?.[1]);
/** The consumer's settings as wrangler.toml gives them to Cloudflare. */
export const CONSUMER = { maxBatchSize: consumerSetting("max_batch_size"), maxRetries: consumerSetting("max_retries") };

/**
 * The fan-out queue as Cloudflare runs it, step by step: what the code sends is kept, then handed
 * to the Worker's real queue() handler in batches of max_batch_size (createMessageBatch), and each
 * message the handler retries (getQueueResult) is delivered again with one more attempt, until
 * max_retries sends it to the dead letters. Everything the consumer does is real (D1, the rooms,
 * the push services); only the delivery is driven by the test, so it can be stepped and counted.
 * The real queue of wrangler.toml is exercised by the cron and admin-message tests through the
 * Worker's own handlers.
 */
export function steppedQueue(overrides: Partial<Bindings> = {}) {
  const pending: MessageBatchMessage<FanoutMessage>[] = [];
  const deadLetters: MessageBatchMessage<FanoutMessage>[] = [];
  const results: QueueResult[] = [];
  let sent = 0;
  const keep = (body: FanoutMessage) => pending.push({ id: `message-${++sent}`, timestamp: Date.now(), attempts: 1, body });
  const queue = {
    send: async (body: FanoutMessage) => void keep(body),
    sendBatch: async (messages: Iterable<MessageSendRequest<FanoutMessage>>) => {
      for (const { body } of messages) keep(body);
    },
  } as unknown as Queue<FanoutMessage>;
  const queueEnv: Bindings = { ...env, ...overrides, FANOUT: queue };

  async function deliverAll(): Promise<void> {
    while (pending.length > 0) {
      const messages = pending.splice(0, CONSUMER.maxBatchSize);
      const batch = createMessageBatch<FanoutMessage>("familyhub-fanout", messages);
      const ctx = createExecutionContext();
      const threw = await worker.queue(batch, queueEnv).then(
        () => false,
        () => true,
      );
      const result = await getQueueResult(batch, ctx);
      results.push(result);
      const retried = new Set(result.retryMessages.map((message) => message.msgId));
      for (const message of messages) {
        if (!threw && !result.retryBatch.retry && !retried.has(message.id)) continue;
        (message.attempts > CONSUMER.maxRetries ? deadLetters : pending).push({ ...message, attempts: message.attempts + 1 });
      }
    }
  }

  let draining = Promise.resolve();
  /** Delivers until nothing is left, including what the consumer itself queued. */
  const drain = () => (draining = draining.then(deliverAll));
  /** A fanout for a job's deps whose sends are delivered before it answers. */
  const fanout: Fanout = {
    async send(messages) {
      await queueFanout(queue).send(messages);
      await drain();
    },
  };
  return { queue, env: queueEnv, fanout, drain, results, deadLetters, sentCount: () => sent };
}

/**
 * The FAMILY binding with a test-only observation point: counts the notices each family's real
 * room took, and makes the first notice to each of `failOnce` fail as an unreachable room would.
 */
export function countedRooms(failOnce: Iterable<string> = []) {
  const failing = new Set(failOnce);
  const told = new Map<string, LiveMessageType[]>();
  const FAMILY = {
    idFromName: (name: string) => env.FAMILY.idFromName(name),
    get: (id: DurableObjectId) => {
      const familyId = id.name ?? "";
      return {
        notify: async (type: LiveMessageType) => {
          if (failing.delete(familyId)) throw new Error("room unreachable (test)");
          const sockets = await env.FAMILY.get(id).notify(type);
          told.set(familyId, [...(told.get(familyId) ?? []), type]);
          return sockets;
        },
      };
    },
  } as unknown as Bindings["FAMILY"];
  return { FAMILY, told };
}

/** Our own dependency, recording what a job queued: the notify messages as (family, type) pairs. */
export function fanoutSpy() {
  const messages: FanoutMessage[] = [];
  const calls = () => messages.flatMap((message) => (message.kind === "notify" ? message.familyIds.map((id) => [id, message.type] as const) : []));
  return {
    messages,
    fanout: { send: async (sent: readonly FanoutMessage[]) => void messages.push(...sent) } satisfies Fanout,
    calls,
    callsFor: (familyId: string) => calls().filter(([family]) => family === familyId),
  };
}

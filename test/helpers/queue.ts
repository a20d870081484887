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
export function steppedQueue(overrides: Partial<Bindings> = {}, concurrency = 1) {
  const pending: MessageBatchMessage<FanoutMessage>[] = [];
  const deadLetters: MessageBatchMessage<FanoutMessage>[] = [];
  const results: QueueResult[] = [];
  /** Every message handed to the consumer, in order (a retried one again each time). */
  const delivered: FanoutMessage[] = [];
  let sent = 0;
  const keep = (body: FanoutMessage) => pending.push({ id: `message-${++sent}`, timestamp: Date.now(), attempts: 1, body });
  const queue = {
    send: async (body: FanoutMessage) => void keep(body),
    sendBatch: async (messages: Iterable<MessageSendRequest<FanoutMessage>>) => {
      for (const { body } of messages) keep(body);
    },
  } as unknown as Queue<FanoutMessage>;
  const queueEnv: Bindings = { ...env, ...overrides, FANOUT: queue };

  async function deliverBatch(): Promise<void> {
    const messages = pending.splice(0, CONSUMER.maxBatchSize);
    delivered.push(...messages.map((message) => message.body));
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
      if (message.attempts > CONSUMER.maxRetries) deadLetters.push(message);
      else pending.push({ ...message, attempts: message.attempts + 1 });
    }
  }

  /** Up to `concurrency` consumer invocations at once, as Cloudflare scales consumers with the backlog. */
  async function deliverAll(): Promise<void> {
    const lane = async () => {
      while (pending.length > 0) await deliverBatch();
    };
    while (pending.length > 0) await Promise.all(Array.from({ length: concurrency }, lane));
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
  /** What was sent and is not delivered yet, in order. */
  const queued = () => pending.map((message) => message.body);
  return { queue, env: queueEnv, fanout, drain, results, delivered, deadLetters, queued, sentCount: () => sent };
}

/**
 * The FAMILY binding with a test-only observation point: counts the notices each family's real
 * room took, and makes the first `failures.get(familyId)` notices to a family fail as an
 * unreachable room would (Infinity: every one).
 */
export function countedRooms(failures: Map<string, number> = new Map()) {
  const told = new Map<string, LiveMessageType[]>();
  const names = new Map<string, string>();
  const FAMILY = {
    idFromName: (name: string) => {
      const id = env.FAMILY.idFromName(name);
      names.set(id.toString(), name);
      return id;
    },
    get: (id: DurableObjectId) => {
      const familyId = names.get(id.toString()) ?? "";
      return {
        notify: async (type: LiveMessageType) => {
          const failing = failures.get(familyId) ?? 0;
          if (failing > 0) {
            failures.set(familyId, failing - 1);
            throw new Error("room unreachable (test)");
          }
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

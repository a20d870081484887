import { createApp } from "./app";
import type { Bindings } from "./env";
import { scheduled } from "./cron/index";
import { consumeFanout, consumerDeps } from "./fanout/consumer";

export { FamilyRoom } from "./durable/family-room";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled,
  queue: (batch, env) => consumeFanout(batch, consumerDeps(env)),
} satisfies ExportedHandler<Bindings>;

import { createApp } from "./app";
import type { Bindings } from "./env";
import { scheduled } from "./cron/index";

export { FamilyRoom } from "./durable/family-room";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled,
} satisfies ExportedHandler<Bindings>;

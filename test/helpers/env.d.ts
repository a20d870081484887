import type { D1Migration } from "@cloudflare/vitest-plugin";
import type { Bindings } from "@worker/env";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
    // Types `exports` from "cloudflare:workers" as the Worker's own module.
    interface GlobalProps {
      mainModule: typeof import("@worker/index");
      durableNamespaces: "FamilyRoom";
    }
  }
}

import { useState } from "react";
import type { QuickAddTools } from "../quick-add/quick-add-tools";

let loaded: QuickAddTools | undefined;
let loading: Promise<QuickAddTools> | undefined;

function loadTools(): Promise<QuickAddTools> {
  loading ??= import("../quick-add/quick-add-tools").then(
    (module) => (loaded = module.quickAddTools),
    (error: unknown) => {
      loading = undefined; // the next focus tries again (e.g. after a dropped connection)
      throw error;
    },
  );
  return loading;
}

/**
 * The add input's parser, chips and suggestions, loaded on its first focus; `tools` is undefined
 * until they are in. `load` starts loading them and answers them, or undefined if they cannot
 * load (offline without the service worker's copy), when the input works as a plain add.
 */
export function useQuickAddTools() {
  const [tools, setTools] = useState(loaded);
  const load = () =>
    loadTools().then(
      (ready) => {
        setTools(ready);
        return ready;
      },
      () => undefined,
    );
  return { tools, load };
}

import { lazy, type ComponentType } from "react";

/** React.lazy for a loader that resolves to a component, so pages keep named exports like everything else. */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazy(() => load().then((component) => ({ default: component })));
}

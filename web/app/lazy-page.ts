import { lazy, type ComponentType } from "react";

/** React.lazy for a module's named export, so pages keep named exports like everything else. */
export function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

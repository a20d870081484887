/**
 * What wouter and Preact signals import as `use-sync-external-store/shim`: the shim only falls back
 * to React's own hook on React 18 and newer, so this hands them React's directly and the entry
 * carries neither the fallback nor the CommonJS wrapper (about 0.5 KB gzip on every route).
 */
export { useSyncExternalStore } from "react";

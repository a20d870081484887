import { LIVE_MESSAGE_TYPES, type LiveMessageType } from "@contract/realtime";

/**
 * The live notices this tab's writes set off, as their answers list them (`X-Live-Notices`): what
 * the server says changed, so the tab's refresh after a change follows the server rather than a
 * type each change would name by hand (web/lib/mutation-options.ts takes them once it settles).
 */
const noted = new Set<LiveMessageType>();

const isLiveType = (name: string): name is LiveMessageType => (LIVE_MESSAGE_TYPES as readonly string[]).includes(name);

/** Records the notices of a write's answer (the header's comma-separated types; unknown ones ignored). */
export function noteWriteNotices(header: string | null): void {
  for (const name of header?.split(",") ?? []) {
    const type = name.trim();
    if (isLiveType(type)) noted.add(type);
  }
}

/** The notices recorded since the last take, and none after it. */
export function takeWriteNotices(): LiveMessageType[] {
  const taken = [...noted];
  noted.clear();
  return taken;
}

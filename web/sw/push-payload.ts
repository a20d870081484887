import type { PushPayload } from "@contract/schemas/push";

/** What a push shows when its data is missing or not the server's JSON (a push must always show something). */
export const FALLBACK_PAYLOAD: PushPayload = { title: "FamilyHub", body: "Tú hevur eina nýggja fráboðan", url: "/", tag: "familyhub" };

const text = (value: unknown, fallback: string) => (typeof value === "string" && value.trim() !== "" ? value : fallback);

/**
 * The push's data as the notification to show. Takes the raw text rather than the event, so it is
 * the same in the service worker and in a unit test; anything malformed falls back field by field.
 */
export function parsePushPayload(data: string | null | undefined): PushPayload {
  if (!data) return FALLBACK_PAYLOAD;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { ...FALLBACK_PAYLOAD, body: data.slice(0, 200) };
  }
  if (typeof parsed !== "object" || parsed === null) return FALLBACK_PAYLOAD;
  const { title, body, url, tag } = parsed as Record<string, unknown>;
  return {
    title: text(title, FALLBACK_PAYLOAD.title),
    body: text(body, ""),
    url: text(url, FALLBACK_PAYLOAD.url),
    tag: text(tag, FALLBACK_PAYLOAD.tag),
  };
}

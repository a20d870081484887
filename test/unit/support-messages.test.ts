import { describe, expect, it } from "vitest";
import { READ_ADMIN_MESSAGES_SHOWN } from "@contract/limits";
import type { UserAdminMessage } from "@contract/schemas/admin-messages";
import { groupMessages, markRead } from "@web/features/support/lib/admin-messages";

const message = (id: string, readAt: string | null = null): UserAdminMessage => ({
  id,
  title: `Boð ${id}`,
  message: "Tekstur",
  createdAt: "2026-11-20T10:00:00.000Z",
  isRead: readAt !== null,
  readAt,
});

describe("the support page's administrator messages", () => {
  it("shows every unread message and only the newest read ones, in the server's order", () => {
    const read = ["r1", "r2", "r3", "r4", "r5"].map((id) => message(id, "2026-11-21T10:00:00.000Z"));
    const list = [message("u1"), read[0]!, message("u2"), ...read.slice(1)];
    const { unread, read: shown } = groupMessages(list);
    expect(unread.map((m) => m.id)).toEqual(["u1", "u2"]);
    expect(shown.map((m) => m.id)).toEqual(["r1", "r2", "r3"]);
    expect(shown).toHaveLength(READ_ADMIN_MESSAGES_SHOWN);
  });

  it("marking read changes only that message, and an already read one keeps its first time", () => {
    const list = [message("a"), message("b", "2026-11-21T10:00:00.000Z")];
    const after = markRead(list, "a", "2026-11-22T08:00:00.000Z");
    expect(after[0]).toMatchObject({ id: "a", isRead: true, readAt: "2026-11-22T08:00:00.000Z" });
    expect(after[1]).toBe(list[1]);
    expect(markRead(after, "b", "2026-11-23T08:00:00.000Z")[1]).toMatchObject({ readAt: "2026-11-21T10:00:00.000Z" });
  });
});

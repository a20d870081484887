import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { PHONE_CHANGE_FILES } from "@web/app/change-files";
import { toasts } from "@web/components/ui/toast/toast-store";
import { installChanges } from "@web/lib/changes/change-table";
import { runChange } from "@web/lib/changes/use-change";

// The panel's reply, run by its name as the panel runs it, against what the admin reply route answers.

installChanges(PHONE_CHANGE_FILES);

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function reply(answer: Response) {
  const fetchMock = vi.fn<typeof fetch>(async () => answer);
  vi.stubGlobal("fetch", fetchMock);
  const queryClient = new QueryClient();
  queryClient.setQueryData(["admin", "tickets"], []);
  const sent = runChange(queryClient, "admin/send-ticket-response", { id: "t 1", message: "We are on it." }).catch(() => undefined);
  return { fetchMock, queryClient, sent };
}

const shown = () => toasts.value.map(({ title, description, variant }) => ({ title, description, variant }));

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.value = [];
});

describe("the panel's ticket reply", () => {
  it("posts the message to the administrators' own reply route, toasts its success and refetches the admin reads", async () => {
    const { fetchMock, queryClient, sent } = reply(json(201, { id: "r1", message: "We are on it.", createdAt: "2026-11-25T08:00:00Z", isAdminResponse: true }));
    await sent;
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe("/api/admin/support/tickets/t%201/responses");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ message: "We are on it." });
    expect(shown()).toEqual([{ title: "Response sent", description: "Your response has been sent to the user", variant: "default" }]);
    expect(queryClient.getQueryState(["admin", "tickets"])?.isInvalidated).toBe(true);
  });

  it.each([
    [404, "not_found", "Ticket not found"],
    [409, "conflict", "This ticket is closed; reopen it to reply"],
    [400, "invalid_body", "Response message is required"],
  ])("shows the route's English refusal (%i %s) as it comes, under the failure's title", async (status, code, message) => {
    await reply(json(status, { message, code, requestId: "req-1" })).sent;
    expect(shown()).toEqual([{ title: "Failed to send response", description: message, variant: "destructive" }]);
  });

  it("shows the title alone when the server sent no text", async () => {
    await reply(new Response("", { status: 502, statusText: "Bad Gateway" })).sent;
    expect(shown()).toEqual([{ title: "Failed to send response", description: undefined, variant: "destructive" }]);
  });
});

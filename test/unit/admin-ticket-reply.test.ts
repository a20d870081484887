import { describe, expect, it } from "vitest";
import { apiMessages, supportMessages } from "@contract/messages";
import { ticketResponseReason } from "@web/features/admin/api/tickets";
import { ApiError } from "@web/lib/api-client";

// What the families' reply route answers (in Faroese), as the API client throws it.
const refusal = (status: number, code: ApiError["code"], message: string) => new ApiError(status, code, message, message);

describe("the panel's reply failures", () => {
  it("name the reply route's refusals in English by their code", () => {
    expect(ticketResponseReason(refusal(404, "not_found", apiMessages.notFound))).toBe("Ticket not found");
    expect(ticketResponseReason(refusal(409, "conflict", supportMessages.ticketClosed))).toBe("This ticket is closed; reopen it to reply");
    expect(ticketResponseReason(refusal(400, "invalid_body", supportMessages.fieldsRequired))).toBe("Response message is required");
  });

  it("never pass a Faroese text on: any other failure has no description", () => {
    expect(ticketResponseReason(refusal(401, "unauthenticated", apiMessages.unauthenticated))).toBeNull();
    expect(ticketResponseReason(refusal(500, "internal", apiMessages.internal))).toBeNull();
    expect(ticketResponseReason(new ApiError(0, "network", "Failed to fetch", null))).toBeNull();
  });
});

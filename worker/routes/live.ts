import * as v from "valibot";
import { apiMessages as m } from "@contract/messages";
import { familyRoom } from "../durable/stubs";
import { LIVE_USER_HEADER } from "../durable/family-room";
import { defineRoute } from "../http/route";
import { HttpError } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { familyDatabaseOf } from "../middleware/db";
import { consumeLiveTicket, issueLiveTicket } from "../services/auth/live-tickets";

const tag = "live";

// Any text: an unknown, spent or malformed ticket all answer the same 401 (after the upgrade and origin checks).
const ticketQuery = v.object({ ticket: v.optional(v.string(), "") });

export const liveRoutes = [
  defineRoute({
    method: "POST",
    path: "/api/ws/ticket",
    summary: "A single-use ticket for opening the live channel, valid 30 seconds.",
    tag,
    access: "family",
    answer: { status: 200, description: "The ticket.", schema: v.strictObject({ ticket: v.string() }) },
    example: { status: 200, foreign: "own" },
    handler: async (c, { caller, familyId }) =>
      c.json({ ticket: await issueLiveTicket(c.get("db"), familyDatabaseOf(c), { userId: caller.userId, familyId, sessionId: caller.sessionId }) }),
  }),
  defineRoute({
    method: "GET",
    path: "/api/ws",
    summary: "Opens the family's live channel (WebSocket upgrade); see docs/api.md#live-channel.",
    tag,
    // The ticket is the credential of this call.
    access: "public",
    query: ticketQuery,
    answer: { status: 101, description: "Switching protocols: `{type, at}` messages follow." },
    errors: {
      invalid_body: "Not a WebSocket upgrade.",
      unauthenticated: "The ticket is unknown, spent or expired.",
      forbidden: "The Origin header is not the app's.",
    },
    // A made-up ticket is refused before any upgrade.
    example: { query: { ticket: "made-up" }, headers: { Upgrade: "websocket" }, status: 401, foreign: "own", fuzzQuery: "ticket" },
    handler: async (c, { query }) => {
      if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new HttpError("invalid_body", m.invalidBody);
      // Browsers always send Origin on a WebSocket handshake; a foreign page must not ride a ticket.
      const origin = c.req.header("Origin");
      if (origin !== undefined && origin !== appOrigin(c)) throw new HttpError("forbidden", m.originRefused);
      const holder = query.ticket ? await consumeLiveTicket(c.get("db"), query.ticket) : null;
      if (!holder) throw new HttpError("unauthenticated", m.liveTicketInvalid);
      const headers = new Headers(c.req.raw.headers);
      headers.set(LIVE_USER_HEADER, holder.socketTag);
      return familyRoom(c.env, holder.familyId).fetch(new Request(c.req.raw.url, { headers }));
    },
  }),
];

import { Hono } from "hono";
import * as v from "valibot";
import { apiMessages as m } from "@contract/messages";
import type { AppEnv } from "../env";
import { familyRoom } from "../durable/stubs";
import { LIVE_USER_HEADER } from "../durable/family-room";
import { HttpError } from "../lib/http-error";
import { appOrigin } from "../lib/origin";
import { requireAuth, requireFamily } from "../middleware/auth";
import { consumeLiveTicket, issueLiveTicket } from "../services/live-tickets";

const ticketQuery = v.object({ ticket: v.pipe(v.string(), v.minLength(1), v.maxLength(128)) });

export const liveRoutes = new Hono<AppEnv>()
  .post("/api/ws/ticket", requireAuth, requireFamily, async (c) =>
    c.json({ ticket: await issueLiveTicket(c.get("db"), { userId: c.get("auth").userId, familyId: c.get("familyId"), sessionId: c.get("auth").sessionId }) }),
  )
  .get("/api/ws", async (c) => {
    if (c.req.header("Upgrade")?.toLowerCase() !== "websocket") throw new HttpError("invalid_body", m.invalidBody);
    // Browsers always send Origin on a WebSocket handshake; a foreign page must not ride a ticket.
    const origin = c.req.header("Origin");
    if (origin !== undefined && origin !== appOrigin(c)) throw new HttpError("forbidden", m.originRefused);
    const query = v.safeParse(ticketQuery, c.req.query());
    const holder = query.success ? await consumeLiveTicket(c.get("db"), query.output.ticket) : null;
    if (!holder) throw new HttpError("unauthenticated", m.liveTicketInvalid);
    const headers = new Headers(c.req.raw.headers);
    headers.set(LIVE_USER_HEADER, holder.userId);
    return familyRoom(c.env, holder.familyId).fetch(new Request(c.req.raw.url, { headers }));
  });

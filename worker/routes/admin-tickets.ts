import { Hono } from "hono";
import { ticketStatusBody } from "@contract/schemas/admin";
import type { AppEnv } from "../env";
import { notifyFamilyOf } from "../lib/notify";
import { validate } from "../middleware/validate";
import { listAllTickets, setTicketStatus } from "../services/admin-tickets";

/**
 * The panel's support tickets, behind the admin gate (routes/admin.ts) like every /api/admin/*
 * route. An administrator's reply goes through POST /api/support/tickets/{id}/responses, which
 * lets an administrator answer any ticket and mails the owner.
 */
export const adminTicketRoutes = new Hono<AppEnv>()
  .get("/api/admin/support/tickets", async (c) => c.json(await listAllTickets(c.get("db"))))
  .patch("/api/admin/support/tickets/:id", validate("json", ticketStatusBody), async (c) => {
    const { ticket, familyId } = await setTicketStatus(c.get("db"), c.req.param("id"), c.req.valid("json").status);
    // The owner's phones show the new status at once (docs/features/support.md#live-updates).
    notifyFamilyOf(c, familyId, "admin_messages_updated");
    return c.json(ticket);
  });

import type { Context } from "hono";
import type { AppEnv } from "../env";
import { appOrigin } from "../lib/origin";
import type { TicketOwner } from "../services/support";
import { ticketOwnerEffects } from "../services/ticket-answer";
import { runEffects } from "./run-effects";

/** An administrator's response reaches the ticket's owner by mail and by push, after the answer (services/ticket-answer.ts). */
export function answerTicketOwner(c: Context<AppEnv>, owner: TicketOwner & { ticketId: string }, message: string): void {
  runEffects(c, ticketOwnerEffects(owner, message, appOrigin(c)));
}

import { addTicketResponseMutationOptions } from "../api/add-ticket-response";
import { createSupportTicketMutationOptions } from "../api/create-support-ticket";
import { markAdminMessageReadMutationOptions } from "../api/mark-admin-message-read";

/**
 * The support page's changes (a new question, a reply, a message marked read), in a chunk of their
 * own loaded on first use (changes-on-use.ts beside this file; scripts/vite/chunks.ts). The offline
 * queue registers the same options (web/app/layout/family-writes.ts).
 */
export const supportChanges = {
  createTicket: createSupportTicketMutationOptions,
  reply: addTicketResponseMutationOptions,
  markRead: markAdminMessageReadMutationOptions,
};

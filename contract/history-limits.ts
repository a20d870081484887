/**
 * History older than this many months is deleted by the history job (docs/features/history-retention.md):
 * finished meals by their day, done tasks by their completion, events over for good by their end,
 * administrators' messages with their read marks, and the outbox's mails. About as long as
 * purchases are kept raw (PURCHASE_RETENTION_MS): a year and the month before it, so last year's
 * same month is still there.
 */
export const HISTORY_KEEP_MONTHS = 13;

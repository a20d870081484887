import { isMoving, isUnreachable } from "./api-client";

/** A write worth keeping and sending again later, as a queue does: it never reached the server, or the server asked for it again (503 `moving`). */
export const worthSendingAgain = (error: unknown): boolean => isUnreachable(error) || isMoving(error);

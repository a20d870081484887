/** The closed list of error codes the API answers with, and the HTTP status of each (docs/api.md#errors). */
export const ERROR_STATUS = {
  invalid_body: 400,
  unauthenticated: 401,
  /** A sign-in of a username at its ceiling from a device that never signed in to it: answer the challenge the body carries. */
  challenge_required: 401,
  forbidden: 403,
  /** An administrator who has not set up a second factor yet: only enrolment, me and logout answer. */
  mfa_enrolment_required: 403,
  /** An action that cannot be undone, without a second-factor check in this session's last 10 minutes. */
  step_up_required: 403,
  not_found: 404,
  conflict: 409,
  /** A family's table is full (FAMILY_ROW_CAPS). */
  quota_exceeded: 409,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
  /** The caller's family is being moved to another database (docs/features/several-databases.md): send the write again after `Retry-After`. */
  moving: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** How long a write refused with `moving` waits before it is sent again: a family's move takes seconds. */
export const MOVING_RETRY_AFTER_SECONDS = 5;

export interface ErrorIssue {
  path: string;
  message: string;
}

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** The request's id, also in the server's log line for it: quote it when reporting a problem. */
  requestId: string;
  issues?: ErrorIssue[];
  /** With challenge_required: the question to answer, sent back with the sign-in as `securityToken` and `answer`. */
  challenge?: ErrorChallenge;
}

/** A registration challenge (GET /api/auth/challenge's answer), as a `challenge_required` refusal carries it. */
export interface ErrorChallenge {
  a: number;
  b: number;
  securityToken: string;
}

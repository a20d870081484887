/**
 * The closed list of security events the server records in `security_events` (one row each: time,
 * kind, subject user and actor when known, client, the route for refusals, and a small JSON
 * `detail` for what else an action names), for the admin panel's Logs view. A row never carries a
 * secret: no password, token, code, mail body or typed username.
 * docs/features/auth.md describes when each is written.
 */
export const SECURITY_EVENT_KINDS = [
  "sign_in",
  "sign_in_failed",
  "sign_in_locked",
  "logout",
  "reset_requested",
  "reset_completed",
  "password_changed",
  "invite_created",
  "invite_used",
  "invite_revoked",
  "forbidden",
  "rate_limited",
  // An administrator verified a user's address, or sent them a fresh verification link (the user is the one acted on).
  "user_verified",
  "verification_resent",
  // An administrator downloaded a backup: the Backup view's "last backup".
  "backup_exported",
  // Written in the same batch as the action; the subject is the account acted on, `detail` names any other (docs/features/admin.md "Security log").
  "registered",
  "email_verified",
  "user_created",
  "admin_created",
  "user_deleted",
  "family_fixed",
  "backup_restored",
  "calendar_feed_rotated",
  "ticket_status_changed",
  "message_broadcast",
  // `npm run make-admin -- <username> --reset-second-factor`: an administrator enrols again (no actor; the client names the script).
  "second_factor_reset",
  // The Worker pushes with a VAPID contact other than the one last logged (`detail.subject`; client "push"): who push services see as the operator.
  "push_subject",
  // The second factor's life, written in the batch that does it (subject and actor: the administrator).
  "second_factor_enrolled",
  "recovery_code_used",
  // A wrong code at sign-in, step-up or enrolment (`detail.step`); the lock: the wrong code that fills
  // the window, then every code refused while it lasts (counted, as the other refusals).
  "second_factor_failed",
  "second_factor_locked",
  // A device credential made with the account's password, in the batch that makes it (subject and actor: the account; `detail` names the credential).
  "app_password_created",
  "kitchen_screen_paired",
  // A helper's link (docs/features/helpers.md "The family's log"): made and revoked by a parent (actor);
  // opened the first time; opened on another device, which waits; that device let in or removed.
  "helper_link_created",
  "helper_link_first_used",
  "helper_device_waiting",
  "helper_device_let_in",
  "helper_device_removed",
  "helper_link_revoked",
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/**
 * The refusals (403, 429): counted, one row per kind, client, route, user and window, so a client
 * hammering a route cannot flood the log (docs/features/auth.md "Security log").
 */
export const COUNTED_SECURITY_EVENTS: readonly SecurityEventKind[] = ["forbidden", "rate_limited", "sign_in_locked", "second_factor_locked"];
export const SECURITY_REFUSAL_WINDOW_MS = 60 * 60 * 1000;

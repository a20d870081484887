/**
 * What `npm run make-admin -- <username> --reset-second-factor` runs against D1, for an
 * administrator who lost both their authenticator and their recovery codes (docs/features/auth.md
 * "Second factor for administrators"). Their factor, recovery codes, pending code steps and every
 * session go, so the next sign-in (password alone) lands on enrolment, and a stolen phone's session
 * ends. The security log gets a `second_factor_reset` row whose client names the script. Each
 * statement selects the account by username (case-insensitive, as sign-in matches) and only an
 * administrator's, so a member's name changes nothing.
 */
export function resetSecondFactorStatements(username: string, eventId: string, at: string): string[] {
  const name = `'${username.replaceAll("'", "''")}'`;
  const admin = `(SELECT id FROM users WHERE lower(username) = lower(${name}) AND is_admin = 1)`;
  return [
    `INSERT INTO security_events (id, kind, user_id, actor_id, client, detail, created_at) SELECT '${eventId}', 'second_factor_reset', id, NULL, 'npm run make-admin', NULL, '${at}' FROM users WHERE id = ${admin}`,
    `DELETE FROM recovery_codes WHERE user_id = ${admin}`,
    `DELETE FROM mfa_tokens WHERE user_id = ${admin}`,
    `DELETE FROM second_factors WHERE user_id = ${admin}`,
    `DELETE FROM sessions WHERE user_id = ${admin}`,
  ];
}

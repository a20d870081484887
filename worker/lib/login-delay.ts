import { LOGIN_LIMITS as L } from "@contract/limits";

/** How long after its last failure a username and client must wait, having failed `failures` times in the window. */
export function loginDelayMs(failures: number): number {
  return failures < L.freeFailures ? 0 : L.delayBaseMs * 2 ** (failures - L.freeFailures);
}

/** Failures in the window: of this username from this client, of the username from anywhere, of the client's network (an IPv6 /48) for any username. */
export interface LoginFailures {
  pair: number;
  pairLast: string | null;
  pairOldest: string | null;
  username: number;
  usernameOldest: string | null;
  client: number;
  clientOldest: string | null;
}

const leaves = (oldest: string | null, now: number) => (oldest ? Date.parse(oldest) + L.windowMs - now : 0);

/** When a refused sign-in may try again: the latest of the limits it hit. */
export function loginRetryAfterMs(state: LoginFailures, now: number): number {
  const waits = [0];
  if (state.pair >= L.maxPerUsernameClient) waits.push(leaves(state.pairOldest, now));
  else if (state.pairLast) waits.push(Date.parse(state.pairLast) + loginDelayMs(state.pair) - now);
  if (state.username >= L.maxPerUsername) waits.push(leaves(state.usernameOldest, now));
  if (state.client >= L.maxPerClient) waits.push(leaves(state.clientOldest, now));
  return Math.max(...waits);
}

/**
 * Whether the per-username ceiling alone refused a try: the username and client pair and the
 * client would each have allowed it. Such a try may go on with a challenge answered.
 */
export function onlyTheCeilingRefuses(state: LoginFailures, now: number): boolean {
  const pairAllows = state.pair < L.maxPerUsernameClient && (!state.pairLast || Date.parse(state.pairLast) + loginDelayMs(state.pair) <= now);
  return state.username >= L.maxPerUsername && pairAllows && state.client < L.maxPerClient;
}

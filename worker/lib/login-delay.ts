import { LOGIN_LIMITS as L } from "@contract/limits";

/** How long after its last failure a username and client must wait, having failed `failures` times in the window. */
export function loginDelayMs(failures: number): number {
  return failures < L.freeFailures ? 0 : L.delayBaseMs * 2 ** (failures - L.freeFailures);
}

/** How long after the username's last failure an unknown device must wait, the username having failed `failures` times in its window. */
export function usernameDelayMs(failures: number): number {
  return Math.max(0, failures - L.maxPerUsername) * L.usernameStepMs;
}

/**
 * The most tries an unknown device (or any number of them, from any number of addresses) gets at
 * one username within any `usernameWindowMs`: `maxPerUsername`, then E more, the e-th waiting
 * (e − 1) steps after the one before, so all E fit while step · E(E − 1)/2 stays inside the window.
 * With the limits as they are: 100 + 107 = 207 a day.
 */
export function maxGuessesPerUsernamePerWindow(): number {
  let extra = 0;
  while ((L.usernameStepMs * (extra + 1) * extra) / 2 < L.usernameWindowMs) extra += 1;
  return L.maxPerUsername + extra;
}

/**
 * Failures in the window: of this username from this client (or known device), of the username
 * from unknown devices (over `usernameWindowMs`), of the client's network (an IPv6 /48) for any username.
 */
export interface LoginFailures {
  pair: number;
  pairLast: string | null;
  pairOldest: string | null;
  username: number;
  usernameLast: string | null;
  client: number;
  clientOldest: string | null;
}

const leaves = (oldest: string | null, now: number) => (oldest ? Date.parse(oldest) + L.windowMs - now : 0);
const pairWait = (state: LoginFailures, now: number) =>
  state.pair >= L.maxPerUsernameClient ? leaves(state.pairOldest, now) : state.pairLast ? Date.parse(state.pairLast) + loginDelayMs(state.pair) - now : 0;
const usernameWait = (state: LoginFailures, now: number) =>
  state.username >= L.maxPerUsername && state.usernameLast ? Date.parse(state.usernameLast) + usernameDelayMs(state.username) - now : 0;

/** When a refused sign-in may try again: the latest of the limits it hit (a known device meets only its pair's). */
export function loginRetryAfterMs(state: LoginFailures, now: number, knownDevice = false): number {
  const waits = [0, pairWait(state, now)];
  if (knownDevice) return Math.max(...waits);
  waits.push(usernameWait(state, now));
  if (state.client >= L.maxPerClient) waits.push(leaves(state.clientOldest, now));
  return Math.max(...waits);
}

/**
 * Whether an unknown device's try was refused only for want of a challenge: the username is past
 * its ceiling but its delay has passed, and the pair and the client would each have allowed it.
 */
export function onlyTheChallengeLacks(state: LoginFailures, now: number): boolean {
  return state.username >= L.maxPerUsername && usernameWait(state, now) <= 0 && pairWait(state, now) <= 0 && state.client < L.maxPerClient;
}

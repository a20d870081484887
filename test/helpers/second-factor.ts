import { totpCode, totpStep } from "@worker/lib/totp";

/** Where the newest step handed out for a key is kept: in memory, or in a file the browser tests' files share. */
export interface StepStore {
  get(): number | undefined;
  set(step: number): void;
}

/** The newest step each key has had a code for in this file: the server takes each step once. */
const usedSteps = new WeakMap<Uint8Array, number>();
const memoryStore = (key: Uint8Array): StepStore => ({ get: () => usedSteps.get(key), set: (step) => usedSteps.set(key, step) });

/**
 * A code the server has not seen for this key: now's step, or the next one (the server takes now ± 1),
 * newer than the last one handed out; waits for the next step when both are used. Never the step
 * before now: the clock may pass into the next step before the request arrives.
 */
export async function freshCode(key: Uint8Array, store: StepStore = memoryStore(key)): Promise<string> {
  for (;;) {
    const current = totpStep(Date.now());
    const step = Math.max((store.get() ?? Number.NEGATIVE_INFINITY) + 1, current);
    if (step <= current + 1) {
      store.set(step);
      return totpCode(key, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A recovery code of the user not handed out before in this file. */
export function freshRecoveryCode(user: { recoveryCodes?: string[] }): string {
  const code = user.recoveryCodes?.shift();
  if (!code) throw new Error("no recovery code left (only enrolled administrators from createUser have them)");
  return code;
}

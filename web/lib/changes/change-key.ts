import type { MutationKey } from "@tanstack/react-query";

/** The key of a change: its name. Kept with an unsent change, which finds its declaration again by it after a reload. */
export const changeKey = (name: string): MutationKey => ["change", name];

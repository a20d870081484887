/** Who made a kitchen change: a parent on their phone, or a kitchen screen (docs/features/kitchen.md). */
export type Actor = { userId: string; screenId?: undefined } | { screenId: string; userId?: undefined };

export const actorColumns = (actor: Actor) => ({ byUserId: actor.userId ?? null, byScreenId: actor.screenId ?? null });

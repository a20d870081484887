import * as v from "valibot";
import { instantAnswer } from "./common";

/** A name in the learned shop order: `position` 0 is where trips start, 1 where they end. */
export const shopOrderEntryAnswer = v.strictObject({
  nameKey: v.string(),
  position: v.number(),
  trips: v.number(),
});
export type ShopOrderEntry = v.InferOutput<typeof shopOrderEntryAnswer>;

/** A name the family buys now and then: its usual interval, and when it was last bought. */
export const usualBuyAnswer = v.strictObject({
  name: v.string(),
  nameKey: v.string(),
  intervalDays: v.number(),
  lastPurchased: instantAnswer,
});
export type UsualBuy = v.InferOutput<typeof usualBuyAnswer>;

export const shoppingSuggestionsAnswer = v.strictObject({
  /** The family's most bought names, most bought first (typing offers them by prefix). */
  often: v.array(v.strictObject({ name: v.string(), nameKey: v.string() })),
  /** Every name with a usual interval; the phone shows those due by its own clock (`isDue`). */
  usual: v.array(usualBuyAnswer),
});
export type ShoppingSuggestions = v.InferOutput<typeof shoppingSuggestionsAnswer>;

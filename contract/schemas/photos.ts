import * as v from "valibot";
import { PHOTO_TYPES } from "../photo-limits";
import { instantAnswer } from "./common";

/** The family's photo album (docs/features/photos.md): the bytes travel as themselves, these are the rows. */

export const photoAnswer = v.strictObject({
  id: v.string(),
  /** The member who uploaded it; null once that member is gone. */
  uploadedBy: v.nullable(v.string()),
  bytes: v.number(),
  width: v.number(),
  height: v.number(),
  contentType: v.picklist(PHOTO_TYPES),
  createdAt: instantAnswer,
});
export type Photo = v.InferOutput<typeof photoAnswer>;

/** The album, newest first. */
export const photosAnswer = v.array(photoAnswer);

/** What the wall shows: the newest photos' ids and sizes, newest first. */
export const screenPhotosAnswer = v.array(v.strictObject({ id: v.string(), width: v.number(), height: v.number() }));
export type ScreenPhoto = v.InferOutput<typeof screenPhotosAnswer>[number];
